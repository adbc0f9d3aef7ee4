// Calls the app's route handlers in-process, found through the same route table the
// app's OpenAPI document and access matrix use, with a real Request.
import { randomInt } from 'node:crypto';
import { NextRequest } from 'next/server';
import { PEER_HEADER } from '@/lib/http/server-edge';
import { registeredRoutes, type HttpMethod, type RegisteredRoute } from '@/lib/http/route-table';

export interface ApiResult<T = Record<string, unknown>> {
  status: number;
  /** The JSON answer; `{}` when the answer is not JSON (a file: see bytes). */
  body: T & { Msg?: string; Cause?: string };
  headers: Headers;
  /** The raw answer (downloads, exports, stored files). */
  bytes: Buffer;
}

export interface CallOptions {
  token?: string;
  cookie?: string;
  body?: unknown;
  /** A multipart body (uploads, imports), sent instead of a JSON body. */
  form?: FormData;
  headers?: Record<string, string>;
  ip?: string;
}

function segmentsMatch(pattern: string, path: string): Record<string, string | string[]> | null {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < p.length; i++) {
    const seg = p[i]!;
    const catchAll = /^\{(\w+)\*\}$/.exec(seg);
    if (catchAll) {
      params[catchAll[1]!] = s.slice(i).map((x) => decodeURIComponent(x));
      return s.length > i ? params : null;
    }
    if (i >= s.length) return null;
    const param = /^\{(\w+)\}$/.exec(seg);
    if (param) params[param[1]!] = decodeURIComponent(s[i]!);
    else if (seg !== s[i]) return null;
  }
  return p.length === s.length ? params : null;
}

const staticness = (r: RegisteredRoute) =>
  r.path.split('/').filter((x) => x && !x.startsWith('{')).length;

export function findRoute(method: HttpMethod, path: string) {
  const candidates = registeredRoutes()
    .filter((r) => r.method === method)
    .sort((a, b) => staticness(b) - staticness(a));
  for (const route of candidates) {
    const params = segmentsMatch(route.path, path);
    if (params) return { route, params };
  }
  throw new Error(`no route for ${method} ${path}`);
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function call<T = Record<string, unknown>>(
  method: HttpMethod,
  url: string,
  opts: CallOptions = {},
): Promise<ApiResult<T>> {
  const full = new URL(url, 'http://localhost');
  const { route, params } = findRoute(method, full.pathname);
  const headers = new Headers(opts.headers);
  // As the server stamps the socket's peer (lib/http/client-address.ts).
  headers.set(PEER_HEADER, opts.ip ?? randomIp());
  if (opts.token) headers.set('authorization', `Bearer ${opts.token}`);
  if (opts.cookie) headers.set('cookie', opts.cookie);
  if (opts.body !== undefined && !opts.form) headers.set('content-type', 'application/json');
  // Next hands route handlers a NextRequest; next-auth's handler relies on it.
  const req = new NextRequest(full, {
    method,
    headers,
    body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const res = await route.handler(req, { params: Promise.resolve(params) });
  const bytes = Buffer.from(await res.arrayBuffer());
  const isJson = (res.headers.get('content-type') ?? 'application/json').includes('json');
  return {
    status: res.status,
    body: (isJson && bytes.length
      ? JSON.parse(bytes.toString('utf8'))
      : {}) as ApiResult<T>['body'],
    headers: res.headers,
    bytes,
  };
}

export async function loginAs(username: string, password = 'demo1234'): Promise<string> {
  const res = await call<{ Datum: { token: string } }>('POST', '/api/auth/login', {
    body: { username, password },
  });
  if (res.status !== 200)
    throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.Datum.token;
}

/**
 * A call whose body is a stream of `total` bytes in 64 kB chunks, with no Content-Length
 * (as a client sending chunked). `sent()` tells how far the route read it.
 */
export async function callStreamed(
  method: HttpMethod,
  url: string,
  total: number,
  opts: { token?: string; contentType?: string } = {},
) {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const full = new URL(url, 'http://localhost');
  const { route, params } = findRoute(method, full.pathname);
  const headers: Record<string, string> = {
    [PEER_HEADER]: randomIp(),
    'content-type': opts.contentType ?? 'application/json',
  };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const init = { method, headers, body };
  // A streamed body needs duplex 'half' (undici), which the DOM types do not know yet.
  const req = new NextRequest(full, { ...init, duplex: 'half' } as typeof init);
  const res = await route.handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  let parsed: { Msg?: string; Cause?: string } = {};
  try {
    parsed = text ? (JSON.parse(text) as typeof parsed) : {};
  } catch {
    // not JSON: the caller sees an empty body
  }
  return { status: res.status, headers: res.headers, body: parsed, sent: () => sent };
}
