// The report bench's WMS summary bar: the job started by
// /api/v2/reports/summary_wms_product_async answers within 5 s (skipped where the branch has
// no such call). The bench runs the reports queue's worker itself, as `npm run worker` would
// (relaying the outbox every 100 ms); without REDIS_URL the app's in-process runner does.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bangkokDay, sleep, type CallRoute, type Handler } from './report-bench-kit';

export const WMS_SUMMARY_BAR_MS = 5000;

interface SummaryAnswer {
  Datum: { state: number };
}

/** Start the WMS summary job and wait for its answer; null when the branch has no such call. */
export async function wmsSummary(callRoute: CallRoute): Promise<[boolean, string] | null> {
  const dir = path.join(process.cwd(), 'app/api/v2/reports');
  if (!existsSync(path.join(dir, 'summary_wms_product_async/route.ts'))) {
    console.log(
      '  (skipped: the WMS summary job, /api/v2/reports/summary_wms_product_async is not in this branch)',
    );
    return null;
  }
  const load = async (name: string) =>
    ((await import(/* @vite-ignore */ path.join(dir, name, 'route.ts'))) as { GET: Handler }).GET;
  const stopWorker = await startReportsWorker();
  try {
    return await timeSummary(callRoute, load);
  } finally {
    await stopWorker();
  }
}

async function startReportsWorker(): Promise<() => Promise<void>> {
  const { env } = await import('@/lib/env');
  const { prisma } = await import('@/lib/db');
  const redisUrl = env().REDIS_URL;
  if (!redisUrl) {
    const { startInProcessRunner, stopInProcessRunner } = await import('@/lib/queue/in-process');
    const { JOB_REGISTRY } = await import('@/jobs/registry');
    startInProcessRunner({ db: prisma(), registry: JOB_REGISTRY });
    return stopInProcessRunner;
  }
  await forgetStoredSummaries(redisUrl);
  const { startWorkerRuntime } = await import('@/lib/queue/worker-runtime');
  const { jobRegistry } = await import('@/lib/queue/job-registry');
  const { wmsSummaryJob } = await import('@/jobs/processors/compute-wms-summary');
  const runtime = startWorkerRuntime({
    db: prisma(),
    redisUrl,
    registry: jobRegistry([wmsSummaryJob]),
    relayIntervalMs: 100,
    housekeepingIntervalMs: 0,
  });
  return () => runtime.close();
}

/** A result kept from an earlier run would answer at once: the bar is for a computation. */
async function forgetStoredSummaries(redisUrl: string) {
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(redisUrl);
  try {
    const keys = (await redis.keys('report:wms-summary:*')).filter((k) => !k.endsWith(':run'));
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

async function timeSummary(
  callRoute: CallRoute,
  load: (name: string) => Promise<Handler>,
): Promise<[boolean, string]> {
  const start = await load('summary_wms_product_async');
  const answer = await load('summary_wms_product');
  const range = new URLSearchParams({ start_date: bangkokDay(30), end_date: bangkokDay(0) });
  const t0 = performance.now();
  await callRoute(start, `/api/v2/reports/summary_wms_product_async?${range}`);
  for (;;) {
    const res = await callRoute(answer, `/api/v2/reports/summary_wms_product?${range}`);
    if (((await res.json()) as SummaryAnswer).Datum.state === 1) break;
    if (performance.now() - t0 > 60_000) return [false, 'the WMS summary job: no answer in 60 s'];
    await sleep(50);
  }
  const ms = performance.now() - t0;
  return [
    ms <= WMS_SUMMARY_BAR_MS,
    `the WMS summary job answered in ${ms.toFixed(0)} ms (bar <= ${WMS_SUMMARY_BAR_MS} ms)`,
  ];
}
