// The page bar: "order list page, local lab: LCP <= 1.0 s, CLS <= 0.05".
// The production build (npm run build first) is served by `next start` on a port of its own
// against the bench database; Debian's Chromium opens /backoffice/orders signed in (the
// bench's session token as the session cookie), each load in a new browser context, so
// nothing is cached: a first visit. Largest Contentful Paint and Cumulative Layout Shift
// come from the browser's own PerformanceObserver entries. The reference, measured in the
// same run, is the login page: a static form with no data behind it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { percentile } from './harness';
import type { BenchContext } from './products';

export const LCP_BAR_MS = 1000;
export const CLS_BAR = 0.05;
const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3200);
const LOADS = 7;

interface Vitals {
  lcp: number;
  cls: number;
}

declare global {
  interface Window {
    __vitals?: Vitals;
  }
}

/** Runs in the page before its own scripts: keeps the last LCP entry and the shift sum. */
function observeVitals(): void {
  const vitals: Vitals = { lcp: 0, cls: 0 };
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value?: number; hadRecentInput?: boolean }
    >)
      if (!entry.hadRecentInput) vitals.cls += entry.value ?? 0;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function startServer(ctx: BenchContext): Promise<ChildProcess> {
  const server = spawn('npx', ['next', 'start', '-p', String(PORT)], {
    env: { ...process.env, DATABASE_URL: ctx.databaseUrl, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${PORT}/login`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stopServer(server);
  throw new Error(`next start did not answer on port ${PORT} within 60 s`);
}

function stopServer(server: ChildProcess): void {
  // The whole group: npx, and the next server it started.
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

async function load(browser: Browser, ctx: BenchContext, path: string): Promise<Vitals> {
  const { sessionCookieName } = await import('@/lib/auth/token');
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  });
  try {
    await context.addCookies([
      { name: sessionCookieName(), value: ctx.token, domain: 'localhost', path: '/' },
    ]);
    const page = await context.newPage();
    await page.addInitScript(observeVitals);
    const response = await page.goto(`http://localhost:${PORT}${path}`, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${path}: ${response?.status()}`);
    if (!page.url().endsWith(path)) throw new Error(`${path}: redirected to ${page.url()}`);
    // LCP is final once the page has painted its data and the network is quiet.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const vitals = await page.evaluate(() => window.__vitals!);
    return vitals;
  } finally {
    await context.close();
  }
}

export async function benchPages(ctx: BenchContext): Promise<{ pass: boolean }> {
  console.log(`\npages: first visits in Chromium, production build, ${LOADS} loads each`);
  if (!existsSync('.next/BUILD_ID')) {
    console.log('  FAIL: no production build: run npm run build first');
    return { pass: false };
  }
  const server = await startServer(ctx);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const measure = async (path: string) => {
      await load(browser, ctx, path); // the server's first render of the route is not counted
      const runs: Vitals[] = [];
      for (let i = 0; i < LOADS; i++) runs.push(await load(browser, ctx, path));
      const lcp = runs.map((r) => r.lcp).sort((a, b) => a - b);
      const cls = Math.max(...runs.map((r) => r.cls));
      console.log(
        `  ${path.padEnd(18)} LCP p50 ${percentile(lcp, 50).toFixed(0)} ms, worst ${lcp.at(-1)!.toFixed(0)} ms; CLS worst ${cls.toFixed(3)}`,
      );
      return { lcp50: percentile(lcp, 50), cls };
    };
    const list = await measure('/backoffice/orders');
    const login = await measure('/login');
    const checks: Array<[boolean, string]> = [
      [
        list.lcp50 <= LCP_BAR_MS,
        `order list LCP ${list.lcp50.toFixed(0)} ms (bar <= ${LCP_BAR_MS} ms; the login page ${login.lcp50.toFixed(0)} ms)`,
      ],
      [list.cls <= CLS_BAR, `order list CLS ${list.cls.toFixed(3)} (bar <= ${CLS_BAR})`],
    ];
    for (const [ok, text] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}: ${text}`);
    return { pass: checks.every(([ok]) => ok) };
  } finally {
    await browser.close();
    stopServer(server);
  }
}
