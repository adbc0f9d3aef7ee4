// Idempotency-Key (docs/api-conventions.md, Idempotency keys) on the real PostgreSQL:
// concurrent repeats make one effect and identical answers, another body is a 409, failures
// free the key.
import { randomInt, randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { POST as login } from '@/app/api/auth/login/route';
import { access } from '@/lib/auth/permissions';
import { prisma } from '@/lib/db';
import { defineRoute } from '@/lib/http/define-route';
import { AppError } from '@/lib/errors';
import { REPLAYED_HEADER, withIdempotency, type IdempotencyActor } from '@/lib/http/idempotency';
import { datum } from '@/lib/http/respond';

const db = prisma();
let actor: IdempotencyActor;
let other: IdempotencyActor;

beforeAll(async () => {
  const users = await db.user.findMany({
    where: { username: { in: ['owner', 'staff'] }, deletedAt: null },
    select: { id: true, enterpriseId: true, username: true },
  });
  const owner = users.find((u) => u.username === 'owner')!;
  const staff = users.find((u) => u.username === 'staff')!;
  actor = { enterpriseId: owner.enterpriseId, userId: owner.id };
  other = { enterpriseId: staff.enterpriseId, userId: staff.id };
});

afterAll(async () => {
  await db.idempotencyKey.deleteMany({ where: { userId: { in: [actor.userId, other.userId] } } });
});

function request(key: string | undefined, body: string, path = '/api/v1/test/stock/out'): Request {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (key !== undefined) headers.set('Idempotency-Key', key);
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body });
}

/** A POST that moves something: counts its effects, answers something unique per run. */
function effect(status = 201, delayMs = 100) {
  const state = { runs: 0 };
  const run = async () => {
    state.runs++;
    await new Promise((r) => setTimeout(r, delayMs));
    return Response.json(
      { Msg: 'common.success', Datum: { run: state.runs, unique: randomUUID() } },
      { status },
    );
  };
  return { state, run };
}

describe('withIdempotency', () => {
  it('10 concurrent identical requests make one effect and 10 identical answers', async () => {
    const key = randomUUID();
    const body = JSON.stringify({ product_id: 7, quantity: 1 });
    const { state, run } = effect();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => withIdempotency(db, actor, request(key, body), body, run)),
    );
    expect(state.runs).toBe(1);
    const texts = await Promise.all(answers.map((a) => a.text()));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(texts).size).toBe(1);
    expect(answers.filter((a) => a.headers.get(REPLAYED_HEADER) === 'true')).toHaveLength(9);
    expect(
      answers.every((a) => a.headers.get('content-type')?.startsWith('application/json')),
    ).toBe(true);

    // Later repeats too, and the stored row says what was answered.
    const later = await withIdempotency(db, actor, request(key, body), body, run);
    expect(await later.text()).toBe(texts[0]);
    expect(state.runs).toBe(1);
    const row = await db.idempotencyKey.findUniqueOrThrow({
      where: { enterpriseId_userId_key: { ...actor, key } },
    });
    expect(row).toMatchObject({ status: 201, method: 'POST', path: '/api/v1/test/stock/out' });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000);
  });

  it('the same key with another body (or another path) is 409 common.idempotencyConflict, and runs nothing', async () => {
    const key = randomUUID();
    const { state, run } = effect();
    await withIdempotency(db, actor, request(key, '{"quantity":1}'), '{"quantity":1}', run);
    const conflict = withIdempotency(
      db,
      actor,
      request(key, '{"quantity":2}'),
      '{"quantity":2}',
      run,
    );
    await expect(conflict).rejects.toBeInstanceOf(AppError);
    await expect(conflict).rejects.toMatchObject({
      key: 'common.idempotencyConflict',
      status: 409,
    });
    await expect(
      withIdempotency(
        db,
        actor,
        request(key, '{"quantity":1}', '/api/v1/other'),
        '{"quantity":1}',
        run,
      ),
    ).rejects.toMatchObject({
      key: 'common.idempotencyConflict',
    });
    expect(state.runs).toBe(1);
  });

  it('a conflicting body sent while the first is still running is refused too', async () => {
    const key = randomUUID();
    const { state, run } = effect(201, 300);
    const first = withIdempotency(db, actor, request(key, '{"a":1}'), '{"a":1}', run);
    await new Promise((r) => setTimeout(r, 50));
    await expect(
      withIdempotency(db, actor, request(key, '{"a":2}'), '{"a":2}', run),
    ).rejects.toMatchObject({ key: 'common.idempotencyConflict' });
    expect((await first).status).toBe(201);
    expect(state.runs).toBe(1);
  });

  it('keys belong to one user: another user may use the same key', async () => {
    const key = randomUUID();
    const { state, run } = effect();
    await withIdempotency(db, actor, request(key, '{}'), '{}', run);
    await withIdempotency(db, other, request(key, '{}'), '{}', run);
    expect(state.runs).toBe(2);
  });

  it('a failed run (4xx/5xx answer or exception) frees the key, so a retry runs', async () => {
    const key = randomUUID();
    const refused = effect(422);
    const a = await withIdempotency(db, actor, request(key, '{}'), '{}', refused.run);
    expect(a.status).toBe(422);
    expect(await db.idempotencyKey.count({ where: { ...actor, key } })).toBe(0);

    const thrown = withIdempotency(db, actor, request(key, '{}'), '{}', async () => {
      throw new AppError('inventory.balanceNotEnough');
    });
    await expect(thrown).rejects.toMatchObject({ key: 'inventory.balanceNotEnough' });
    expect(await db.idempotencyKey.count({ where: { ...actor, key } })).toBe(0);

    const ok = effect(200);
    expect((await withIdempotency(db, actor, request(key, '{}'), '{}', ok.run)).status).toBe(200);
    expect((await withIdempotency(db, actor, request(key, '{}'), '{}', ok.run)).status).toBe(200);
    expect(ok.state.runs).toBe(1);
  });

  it('concurrent repeats of a request that fails run again one after another, never at once', async () => {
    const key = randomUUID();
    let running = 0;
    let overlap = false;
    let runs = 0;
    const run = async () => {
      runs++;
      running++;
      if (running > 1) overlap = true;
      await new Promise((r) => setTimeout(r, 30));
      running--;
      return Response.json({ Msg: 'inventory.balanceNotEnough' }, { status: 422 });
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => withIdempotency(db, actor, request(key, '{}'), '{}', run)),
    );
    expect(answers.every((a) => a.status === 422)).toBe(true);
    expect(overlap).toBe(false);
    expect(runs).toBe(5);
  });

  it('a key older than 24 hours counts as new', async () => {
    const key = randomUUID();
    const { state, run } = effect();
    await withIdempotency(db, actor, request(key, '{}'), '{}', run);
    await db.idempotencyKey.updateMany({
      where: { ...actor, key },
      data: { expiresAt: new Date(Date.now() - 1_000) },
    });
    await withIdempotency(db, actor, request(key, '{"changed":true}'), '{"changed":true}', run);
    expect(state.runs).toBe(2);
  });

  it('without a key, or without a signed-in actor, every request runs', async () => {
    const { state, run } = effect(201, 0);
    await withIdempotency(db, actor, request(undefined, '{}'), '{}', run);
    await withIdempotency(db, actor, request(undefined, '{}'), '{}', run);
    await withIdempotency(db, null, request(randomUUID(), '{}'), '{}', run);
    expect(state.runs).toBe(3);
  });

  it('refuses a malformed key', async () => {
    const { run } = effect();
    await expect(
      withIdempotency(db, actor, request('x'.repeat(201), '{}'), '{}', run),
    ).rejects.toMatchObject({ key: 'common.invalidParameter' });
    await expect(
      withIdempotency(db, actor, request('has space', '{}'), '{}', run),
    ).rejects.toMatchObject({ key: 'common.invalidParameter' });
  });
});

describe('defineRoute({ idempotent: true })', () => {
  let token: string;
  let runs = 0;
  const route = defineRoute({
    access: access.signedIn(),
    summary: 'test: move stock',
    body: z.object({ product_id: z.number().int(), quantity: z.number().int().positive() }),
    idempotent: true,
    status: 201,
    handler: async ({ body }) => {
      runs++;
      await new Promise((r) => setTimeout(r, 50));
      return datum({ moved: body.quantity, run: runs, unique: randomUUID() }, { status: 201 });
    },
  });

  const post = (key: string, body: unknown) =>
    route(
      new NextRequest('http://localhost/api/v1/test/idempotent', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'Idempotency-Key': key,
        },
        body: JSON.stringify(body),
      }),
    );

  beforeAll(async () => {
    const res = await login(
      new NextRequest('http://localhost/api/auth/login', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-backoffice-peer': `10.8.${randomInt(256)}.${randomInt(1, 255)}`,
        },
        body: JSON.stringify({ username: 'owner', password: 'demo1234' }),
      }),
    );
    expect(res.status).toBe(200);
    token = ((await res.json()) as { Datum: { token: string } }).Datum.token;
  });

  it('10 concurrent identical POSTs: one effect, 10 identical answers; another body: 409 envelope', async () => {
    const key = randomUUID();
    const body = { product_id: 1, quantity: 3 };
    const before = runs;
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(key, body)));
    expect(runs - before).toBe(1);
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const texts = await Promise.all(answers.map((a) => a.text()));
    expect(new Set(texts).size).toBe(1);
    expect(JSON.parse(texts[0]!)).toMatchObject({ Msg: 'common.success', Datum: { moved: 3 } });
    expect(answers.every((a) => a.headers.get('cache-control') === 'no-store')).toBe(true);

    const conflict = await post(key, { product_id: 1, quantity: 4 });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ Msg: 'common.idempotencyConflict' });
    expect(runs - before).toBe(1);
  });

  it('an invalid body is a 400 and does not take the key', async () => {
    const key = randomUUID();
    const bad = await post(key, { product_id: 1, quantity: -1 });
    expect(bad.status).toBe(400);
    const good = await post(key, { product_id: 1, quantity: 1 });
    expect(good.status).toBe(201);
  });

  it('a multipart body retried with another boundary is the same request; another file is not', async () => {
    let formRuns = 0;
    const formRoute = defineRoute({
      access: access.signedIn(),
      summary: 'test: stock in with a photo',
      body: z.object({ note: z.string(), photo: z.instanceof(File) }),
      idempotent: true,
      status: 201,
      handler: async ({ body }) => {
        formRuns++;
        return datum(
          { note: body.note, size: body.photo.size, unique: randomUUID() },
          { status: 201 },
        );
      },
    });
    const send = (key: string, photo: Uint8Array<ArrayBuffer>) => {
      // A new FormData each time: the runtime picks a new random boundary.
      const form = new FormData();
      form.set('note', 'รับของ');
      form.set('photo', new File([photo], 'bill.png', { type: 'image/png' }));
      return formRoute(
        new NextRequest('http://localhost/api/v1/test/form', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': key },
          body: form,
        }),
      );
    };
    const key = randomUUID();
    const photo = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const first = await send(key, photo);
    expect(first.status).toBe(201);
    const again = await send(key, photo);
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBeTruthy();
    expect(await again.text()).toBe(await first.text());
    expect(formRuns).toBe(1);
    const otherFile = await send(key, new Uint8Array([137, 80, 78, 71, 9, 9, 9]));
    expect(otherFile.status).toBe(409);
    expect(formRuns).toBe(1);
  });

  it('records the option in the route metadata', () => {
    expect(route.route.idempotent).toBe(true);
  });
});
