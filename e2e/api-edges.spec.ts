import http from 'node:http';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { API_PATHS } from '../lib/http/api-paths.generated';
import { E2E_DATABASE_URL } from './global-setup';
import { signIn } from './helpers';

// The edges of the API against the running server (next start), where Next's own routing
// answers before any route handler: every /api answer is the JSON envelope with a
// catalogue key and the security headers, bodies are capped while they arrive, and the
// client's address comes from the connection.

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
let token = '';
let port = 0;

test.beforeAll(async ({ request, baseURL }) => {
  port = Number(new URL(baseURL!).port);
  const login = await request.post('/api/auth/login', {
    data: { username: 'admin', password: 'demo1234' },
  });
  token = (await login.json()).Datum.token as string;
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One call over a raw connection: the path exactly as given, an optional streamed body. */
function raw(
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string; chunkedBytes?: number } = {},
): Promise<RawAnswer & { sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers: opts.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body, sent }));
      },
    );
    req.on('error', (error) => {
      // The server may close while we still send a body it refused: the answer came first.
      if ((error as NodeJS.ErrnoException).code !== 'EPIPE') reject(error);
    });
    if (opts.chunkedBytes) {
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const pump = () => {
        if (req.destroyed || sent >= opts.chunkedBytes!) return req.end();
        sent += chunk.length;
        req.write(chunk, () => setTimeout(pump, 5));
      };
      pump();
    } else {
      req.end(opts.body);
    }
  });
}

function expectEnvelope(answer: RawAnswer, status: number, key: string, where: string) {
  expect(answer.status, where).toBe(status);
  expect(answer.headers['content-type'], where).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body).Msg, where).toBe(key);
  expect(answer.headers['x-content-type-options'], where).toBe('nosniff');
  expect(answer.headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
}

const auth = () => ({ authorization: `Bearer ${token}` });
const concrete = (pattern: string, value: string) =>
  pattern.replace(/\{\w+\*\}/, `1/${value}`).replace(/\{\w+\}/g, value);

test('a path parameter that does not decode is a 400 envelope on every route that has one', async () => {
  const calls = API_PATHS.filter(([p]) => p.includes('{')).flatMap(([pattern, methods]) =>
    methods.map((method) => [method, pattern] as const),
  );
  expect(calls.length).toBeGreaterThanOrEqual(64);
  for (const [method, pattern] of calls) {
    const answer = await raw(method, concrete(pattern, '%FF'), { headers: auth() });
    expectEnvelope(answer, 400, 'common.invalidParameter', `${method} ${pattern}`);
  }
});

test('an unknown path is a 404 envelope, a method the route does not take a 405 with Allow', async () => {
  for (const method of METHODS) {
    expectEnvelope(await raw(method, '/api/v1/no/such/thing'), 404, 'common.notFound', method);
  }
  for (const [pattern, methods] of API_PATHS) {
    const path = concrete(pattern, '7');
    for (const method of METHODS.filter((m) => !methods.includes(m))) {
      const answer = await raw(method, path, { headers: auth() });
      expectEnvelope(answer, 405, 'common.methodNotAllowed', `${method} ${pattern}`);
      expect(answer.headers.allow, pattern).toBe(methods.join(', '));
    }
  }
  // With a streamed body too, which is then not read.
  const streamed = await raw('PATCH', '/api/v1/customers', {
    headers: { 'content-type': 'application/json' },
    chunkedBytes: 3 * 1024 * 1024,
  });
  expectEnvelope(streamed, 405, 'common.methodNotAllowed', 'PATCH with a body');
});

test('NUL bytes and lone surrogates are refused with 400 naming the field, exports included', async () => {
  const search = await raw('GET', '/api/v1/customers?q=a%00b', { headers: auth() });
  expectEnvelope(search, 400, 'common.invalidParameter', 'q');
  expect(JSON.parse(search.body).Cause).toContain('query.q');

  const exported = await raw(
    'GET',
    '/api/v1/orders/export?start_date=2026-11-01&end_date=2026-11-20&q=%00',
    { headers: auth() },
  );
  expectEnvelope(exported, 400, 'common.invalidParameter', 'export');

  const category = await raw('POST', '/api/v1/products/category', {
    headers: { ...auth(), 'content-type': 'application/json' },
    body: '{"name":"x\\u0000"}',
  });
  expectEnvelope(category, 400, 'common.invalidParameter', 'NUL in JSON');
  const cancel = await raw('PUT', '/api/v1/orders/cancel/1', {
    headers: { ...auth(), 'content-type': 'application/json' },
    body: '{"cancel_reason_type":1,"cancel_reason":"x\\ud800"}',
  });
  expectEnvelope(cancel, 400, 'common.invalidParameter', 'lone surrogate');
});

test('a streamed 30 MB body is refused with 413 at its cap, and the rest is not read', async () => {
  const json = await raw('POST', '/api/auth/login', {
    headers: { 'content-type': 'application/json' },
    chunkedBytes: 30 * 1024 * 1024,
  });
  expectEnvelope(json, 413, 'common.bodyTooLarge', 'JSON body');
  expect(json.headers.connection).toBe('close');
  expect(json.sent).toBeLessThan(8 * 1024 * 1024);

  const upload = await raw('POST', '/api/v1/files', {
    headers: { ...auth(), 'content-type': 'multipart/form-data; boundary=x' },
    chunkedBytes: 30 * 1024 * 1024,
  });
  expectEnvelope(upload, 413, 'file.tooLarge', 'upload');
  expect(upload.sent).toBeLessThan(28 * 1024 * 1024);
});

test("the sign-in throttle counts the connection's address, whatever X-Forwarded-For says", async () => {
  const db = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i++) {
      const answer = await raw('POST', '/api/auth/login', {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ username: `nobody-${i}`, password: 'wrong-password-1' }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  } finally {
    // The other specs sign in from this same address.
    await db.query("DELETE FROM login_throttles WHERE key LIKE 'login:%'");
    await db.end();
  }
});

test('pages run only scripts with their own nonce: an injected inline script does not run', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
      violations.push(m.text());
  });
  const first = await page.goto('/login');
  const policy = first!.headers()['content-security-policy']!;
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const second = await page.request.get('/login');
  expect(second.headers()['content-security-policy']).not.toContain(nonce!);

  // Next's own scripts carry the nonce: the form hydrates, and signing in works.
  await signIn(page, 'staff');
  await page.goto('/backoffice/orders');
  await expect(page.getByTestId('navbar-user-name')).toBeVisible();
  expect(violations).toEqual([]);

  const ran = await page.evaluate(async () => {
    const w = window as Window & { injected?: boolean };
    const blocked = new Promise<boolean>((resolve) => {
      document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
      setTimeout(() => resolve(false), 2_000);
    });
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return { injected: Boolean(w.injected), blocked: await blocked };
  });
  expect(ran).toEqual({ injected: false, blocked: true });
});
