import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Prisma } from '@/lib/generated/prisma/client';
import { prisma } from '@/lib/db';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { defineRoute, errorResponse, JSON_CONTENT_TYPE } from '@/lib/http/define-route';
import { isOneStatementKeyedCall } from '@/lib/http/keyed-call';
import { canonicalForm } from '@/lib/http/multipart-canonical';
import { datum } from '@/lib/http/respond';
import { routeBody } from '@/lib/http/route-body';
import { buildRouteContext } from '@/lib/http/route-context';
import { parseRouteInput, queryObject } from '@/lib/http/route-input';
import { finishResponse, replyResponse } from '@/lib/http/route-response';
import type { AnyRouteSpec } from '@/lib/http/route-spec';

// These drive the wrapper without a database: anonymous callers and tokens that do not
// verify never reach the session read. The signed-in paths are covered by the integration
// tests (bad input, fuzz, idempotency, access matrix, the station's keyed scans).

const URL_BASE = 'http://shop.test/api/v1/things';
const nextArgs = (params: Record<string, string>) => ({ params: Promise.resolve(params) });
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('defineRoute on a public route', () => {
  const seen: unknown[] = [];
  const route = defineRoute({
    access: { kind: 'public' },
    summary: 'a test route',
    params: z.object({ id: z.coerce.number().int() }),
    query: z.object({ q: z.string().max(5).optional() }),
    body: z.object({ name: z.string() }),
    status: 201,
    async handler(ctx) {
      seen.push(ctx);
      // A plain value (the handler's answer without a Reply) is wrapped by the wrapper.
      return { id: ctx.params.id, q: ctx.query.q, name: ctx.body.name } as never;
    },
  });

  it('parses path, query and body and answers a plain value as { Msg, Datum } with its status', async () => {
    seen.length = 0;
    const res = await route(
      new Request(`${URL_BASE}/7?q=ab`, { method: 'POST', body: '{"name":"Nok"}' }),
      nextArgs({ id: '7' }),
    );
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({
      Msg: 'common.success',
      Datum: { id: 7, q: 'ab', name: 'Nok' },
    });
    expect(res.headers.get('Content-Type')).toBe(JSON_CONTENT_TYPE);
    // An anonymous caller's success may be cached by the client.
    expect(res.headers.has('Cache-Control')).toBe(false);
    const ctx = seen[0] as Record<string, unknown>;
    expect(ctx).toMatchObject({ actor: null, db: null, claim: null });
    expect(ctx.rootDb).toBe(prisma());
    expect(ctx.requestId).toBe(res.headers.get('X-Request-Id'));
    expect(ctx.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses bad input by where it is, with at most ten fields named', async () => {
    const bad = await route(
      new Request(`${URL_BASE}/x?q=toolong`, { method: 'POST', body: '{"name":1}' }),
      nextArgs({ id: 'x' }),
    );
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ Msg: 'common.invalidParameter' });
    expect(bad.headers.get('Cache-Control')).toBe('no-store');

    const query = await route(
      new Request(`${URL_BASE}/1?q=toolong`, { method: 'POST', body: '{"name":"a"}' }),
      nextArgs({ id: '1' }),
    );
    expect((await json(query)).Cause).toMatch(/^query\.q: /);

    const body = await route(
      new Request(`${URL_BASE}/1`, { method: 'POST', body: '{"name":' }),
      nextArgs({ id: '1' }),
    );
    expect(await json(body)).toEqual({
      Msg: 'common.invalidParameter',
      Cause: 'body: not valid JSON',
    });
  });

  it('refuses control characters in any part before its schema sees it', async () => {
    const res = await route(
      new Request(`${URL_BASE}/1?q=a%00b`, { method: 'POST', body: '{"name":"a"}' }),
      nextArgs({ id: '1' }),
    );
    expect(res.status).toBe(400);
    expect((await json(res)).Cause).toMatch(
      /^query\.q: control characters and unpaired surrogates are not allowed$/,
    );
  });

  it('refuses a declared body over 1 MB before reading it', async () => {
    const res = await route(
      new Request(`${URL_BASE}/1`, {
        method: 'POST',
        body: '{"name":"a"}',
        headers: { 'content-length': String(1024 * 1024 + 1) },
      }),
      nextArgs({ id: '1' }),
    );
    expect(res.status).toBe(413);
    expect((await json(res)).Msg).toBe('common.bodyTooLarge');
    expect(res.headers.get('Connection')).toBe('close');
  });

  it('describes itself for the OpenAPI document', () => {
    expect(route.route).toMatchObject({
      access: { kind: 'public' },
      summary: 'a test route',
      tags: [],
      idempotent: undefined,
    });
    expect(route.route.body).toBeDefined();
  });
});

describe('defineRoute answers', () => {
  const answering = (answer: () => Promise<unknown>) =>
    defineRoute({
      access: { kind: 'public' },
      summary: 'answers',
      handler: answer as never,
    });

  it('passes a Reply through with its status and headers, and a Response as it is', async () => {
    const reply = await answering(async () =>
      datum({ a: 1 }, { status: 202, headers: { 'X-A': '1' } }),
    )(new Request(URL_BASE));
    expect(reply.status).toBe(202);
    expect(reply.headers.get('X-A')).toBe('1');
    const own = await answering(
      async () =>
        new Response('file', {
          headers: { 'Content-Type': 'image/png', 'Cache-Control': 'private' },
        }),
    )(new Request(URL_BASE));
    expect(own.headers.get('Content-Type')).toBe('image/png');
    expect(own.headers.get('Cache-Control')).toBe('private');
    expect(own.headers.get('X-Request-Id')).toBeTruthy();
  });

  it('maps errors to the envelope: catalogue key, bad input, duplicate, missing, unknown', async () => {
    const thrown = async (error: unknown) => {
      const res = await answering(async () => {
        throw error;
      })(new Request(URL_BASE));
      return { status: res.status, body: await json(res), cache: res.headers.get('Cache-Control') };
    };
    expect(await thrown(new AppError('common.notFound', 'order 9'))).toEqual({
      status: 404,
      body: { Msg: 'common.notFound', Cause: 'order 9' },
      cache: 'no-store',
    });
    const zod = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(await thrown(zod.error)).toMatchObject({
      status: 400,
      body: { Msg: 'common.invalidParameter', Cause: expect.stringMatching(/^input\.n: /) },
    });
    const known = (code: string) =>
      new Prisma.PrismaClientKnownRequestError('x', { code, clientVersion: 'test' });
    expect((await thrown(known('P2002'))).status).toBe(409);
    expect((await thrown(known('P2025'))).body.Msg).toBe('common.notFound');
    // The database down or out of connections: 503 common.databaseError, whichever way it came.
    for (const down of [
      known('P1001'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
      new Error('wrapped', { cause: Object.assign(new Error('x'), { code: '53300' }) }),
    ]) {
      const answer = await thrown(down);
      expect(answer.status).toBe(503);
      expect(answer.body.Msg).toBe('common.databaseError');
      expect(answer.body.Cause).toMatch(/^database unavailable, request id [0-9a-f-]{36}$/);
    }
    expect((await thrown(Object.assign(new Error('dup'), { code: '23505' }))).status).toBe(500);
    const unknown = await thrown(new Error('boom'));
    expect(unknown.status).toBe(500);
    expect(unknown.body.Msg).toBe('common.systemError');
    expect(unknown.body.Cause).toMatch(/^unexpected error, request id [0-9a-f-]{36}$/);
    expect(errorResponse(new Error('x'), 'rid').status).toBe(500);
  });
});

describe('defineRoute admits callers', () => {
  const guarded = defineRoute({
    access: { kind: 'signedIn' },
    summary: 'guarded',
    async handler() {
      throw new Error('must not run');
    },
  });

  it('refuses a call without a token, or with one that does not verify', async () => {
    for (const headers of [{}, { Authorization: 'Bearer not-a-token' }] as HeadersInit[]) {
      const res = await guarded(new Request(URL_BASE, { headers }));
      expect(res.status).toBe(401);
      expect((await json(res)).Msg).toBe('auth.unauthorized');
    }
  });

  it('sends a keyed call its gate cannot admit down the usual path', async () => {
    const scan = defineRoute({
      access: { kind: 'area', area: 'packing', level: 2 },
      summary: 'scan',
      idempotent: true,
      claimedAnswer: (data: unknown) => data,
      async handler() {
        throw new Error('must not run');
      },
    } as never);
    const res = await scan(
      new Request(URL_BASE, { method: 'POST', body: '{}', headers: { 'Idempotency-Key': 'k1' } }),
    );
    expect(res.status).toBe(401);
  });
});

describe('the wrapper steps', () => {
  it('parseRouteInput reads the body only when the route takes one', async () => {
    let reads = 0;
    const readBody = async () => {
      reads++;
      return { parse: async () => ({ n: 1 }), hashText: async () => '' };
    };
    const req = new Request(`${URL_BASE}?a=1&a=2&b=x`);
    expect(await parseRouteInput({}, req, undefined, readBody)).toEqual({
      params: {},
      query: { a: '2', b: 'x' },
      body: undefined,
    });
    expect(reads).toBe(0);
    const input = await parseRouteInput(
      { body: z.object({ n: z.number() }) },
      req,
      nextArgs({ id: '3' }),
      readBody,
    );
    expect(input).toEqual({ params: { id: '3' }, query: { a: '2', b: 'x' }, body: { n: 1 } });
    expect(reads).toBe(1);
    expect(queryObject('http://x.test/?k=%E0%B8%81')).toEqual({ k: 'ก' });
  });

  it('routeBody reads the request once for every step that asks', async () => {
    const body = routeBody(new Request(URL_BASE, { method: 'POST', body: '{"a":1}' }), {});
    const [first, second] = await Promise.all([body.read(), body.read()]);
    expect(first).toBe(second);
    expect(await first.parse()).toEqual({ a: 1 });
    expect(await first.hashText()).toBe('{"a":1}');
  });

  it('canonicalForm hashes the same fields and files alike whatever the boundary', async () => {
    const form = () => {
      const f = new FormData();
      f.append('note', 'สวัสดี');
      f.append('slip', new File(['png bytes'], 'slip.png', { type: 'image/png' }));
      return f;
    };
    const sent = async () => {
      const req = new Request(URL_BASE, { method: 'POST', body: form() });
      return canonicalForm(() => req.formData());
    };
    const [a, b] = [await sent(), await sent()];
    expect(a).toBe(b);
    expect(a).toMatch(
      /^\u0000form:\["note","สวัสดี"\]\n\["slip","file","slip.png","image\/png",9,"[0-9a-f]{64}"\]$/,
    );
    expect(await canonicalForm(async () => Promise.reject(new Error('torn')))).toBeNull();
  });

  it('the one-statement try is for a keyed change of a route that claims its answer', () => {
    const spec = { claimedAnswer: () => null } as unknown as AnyRouteSpec;
    const keyed = { 'Idempotency-Key': 'k' };
    expect(
      isOneStatementKeyedCall(spec, new Request(URL_BASE, { method: 'POST', headers: keyed })),
    ).toBe(true);
    expect(isOneStatementKeyedCall(spec, new Request(URL_BASE, { headers: keyed }))).toBe(false);
    expect(isOneStatementKeyedCall(spec, new Request(URL_BASE, { method: 'POST' }))).toBe(false);
    expect(
      isOneStatementKeyedCall(
        {} as AnyRouteSpec,
        new Request(URL_BASE, { method: 'POST', headers: keyed }),
      ),
    ).toBe(false);
  });

  it('buildRouteContext scopes the database to the actor, and gives none to an anonymous caller', () => {
    const base = {
      req: new Request(URL_BASE),
      rootDb: prisma(),
      input: { params: { id: 1 }, query: {}, body: undefined },
      requestId: 'rid',
      claim: null,
    };
    expect(buildRouteContext({ ...base, actor: null })).toMatchObject({
      db: null,
      params: { id: 1 },
    });
    const actor = { enterpriseId: 4, userId: 2 } as Actor;
    const ctx = buildRouteContext({ ...base, actor });
    expect(ctx.actor).toBe(actor);
    expect(ctx.db).not.toBeNull();
    expect(ctx.db).not.toBe(base.rootDb);
  });

  it('finishResponse stamps the request id and the charset, and keeps a chosen cache policy', () => {
    const res = finishResponse(replyResponse({ a: 1 }), 'rid', true);
    expect(res.headers.get('X-Request-Id')).toBe('rid');
    expect(res.headers.get('Content-Type')).toBe(JSON_CONTENT_TYPE);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const own = new Response('x', { headers: { 'Cache-Control': 'private, max-age=60' } });
    expect(finishResponse(own, 'rid', true).headers.get('Cache-Control')).toBe(
      'private, max-age=60',
    );
  });
});
