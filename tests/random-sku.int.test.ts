// Random SKUs (admin/skurandom): bulk generation, unique per
// enterprise and unlike any product SKU, even under concurrent generations; the list
// (unused first); a product made with one marks it used in the same transaction; a used
// one cannot be deleted; tenancy both ways.
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma, tenantClient } from '@/lib/db';
import type { Actor } from '@/lib/auth/actor';
import { normaliseRoles } from '@/lib/auth/permissions';
import { generateRandomSkus } from '@/lib/domain/catalog/random-skus';
import { randomSkus, SKU_ALPHABET } from '@/lib/domain/catalog/sku';
import { call, loginAs } from './helpers/api';

const root = prisma();

interface RandomSku {
  id: number;
  sku: string;
  used: boolean;
  used_by_product_id: number | null;
  used_by_product_name: string | null;
  used_at: string | null;
}
interface ListBody<T> {
  data: T[];
  total: number;
}

let admin: string;
let admin2: string;
let staff: string;
let demoId: number;

async function actorOf(username: string): Promise<Actor> {
  const u = await root.user.findFirstOrThrow({
    where: { username },
    include: { enterprise: { select: { name: true } } },
  });
  return {
    userId: u.id,
    sessionId: 'test',
    enterpriseId: u.enterpriseId,
    enterpriseName: u.enterprise.name,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    locale: 'th',
    roles: normaliseRoles(u.roles),
    groupId: u.groupId,
    via: 'bearer',
  };
}

async function generate(token: string, body: Record<string, unknown>) {
  const res = await call<{ Msg: string; Datum: { count: number; rows: RandomSku[] } }>(
    'POST',
    '/api/v1/products/random',
    { token, body },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.Datum;
}

beforeAll(async () => {
  [admin, admin2, staff] = await Promise.all([
    loginAs('admin'),
    loginAs('admin2'),
    loginAs('staff'),
  ]);
  demoId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
});

describe('the demo data', () => {
  it('gives the Demo Shop a sheet of unused random SKUs to show on /admin/skurandom', async () => {
    const res = await call<{ data: Array<{ sku: string; used: boolean }>; total: number }>(
      'GET',
      '/api/v1/products/random?q=DEMO&used=false&limit=100',
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(12);
    for (const row of res.body.data) expect(row.sku).toMatch(/^DEMO[2-9A-HJ-NP-Z]{8}$/);
  });
});

describe('POST /api/v1/products/random', () => {
  it('generates N unused SKUs of the readable alphabet, with the prefix in upper case', async () => {
    const made = await generate(staff, { count: 25, prefix: 'ts-' });
    expect(made.count).toBe(25);
    expect(made.rows).toHaveLength(25);
    const pattern = new RegExp(`^TS-[${SKU_ALPHABET}]{8}$`);
    for (const r of made.rows) {
      expect(r.sku).toMatch(pattern);
      expect(r).toMatchObject({ used: false, used_by_product_id: null, used_at: null });
    }
    expect(new Set(made.rows.map((r) => r.sku)).size).toBe(25);
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'randomSku.generate', enterpriseId: demoId },
      orderBy: { id: 'desc' },
    });
    expect(audit.after).toMatchObject({ count: 25, prefix: 'TS-' });
  });

  it('keeps every SKU unique under 10 concurrent bulk generations', async () => {
    const before = await root.randomSku.count({ where: { enterpriseId: demoId } });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call<{ Datum: { count: number; rows: RandomSku[] } }>('POST', '/api/v1/products/random', {
          token: admin,
          body: { count: 500, prefix: 'C' },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const skus = results.flatMap((r) => r.body.Datum.rows.map((x) => x.sku));
    expect(skus).toHaveLength(5000);
    expect(new Set(skus).size).toBe(5000);
    expect(await root.randomSku.count({ where: { enterpriseId: demoId } })).toBe(before + 5000);
    const dupes = await root.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM (
        SELECT upper(sku) FROM random_skus WHERE enterprise_id = ${demoId}
         GROUP BY upper(sku) HAVING count(*) > 1) d`;
    expect(dupes[0]!.n).toBe(0);
  });

  it('never hands out a SKU equal to a product SKU (any case) or to a random SKU already made: it draws again', async () => {
    const taken = ['FIXAAAAAAAA', 'FIXBBBBBBBB'];
    await root.product.create({
      data: { enterpriseId: demoId, pn: taken[0]!.toLowerCase(), name: 'มีอยู่แล้ว' },
    });
    await root.randomSku.create({ data: { enterpriseId: demoId, sku: taken[1]! } });
    const rounds: string[][] = [];
    // First round: the two taken values and one free; then fresh random ones.
    const draw = (prefix: string, count: number) => {
      const out = rounds.length === 0 ? [...taken, 'FIXCCCCCCCC'] : randomSkus(prefix, count);
      rounds.push(out);
      return out;
    };
    const made = await generateRandomSkus(
      tenantClient(root, demoId),
      await actorOf('admin'),
      { count: 3, prefix: 'FIX' },
      undefined,
      draw,
    );
    expect(made.count).toBe(3);
    expect(rounds).toHaveLength(2);
    expect(rounds[1]).toHaveLength(2);
    const skus = made.rows.map((r) => r.sku);
    expect(skus).toContain('FIXCCCCCCCC');
    expect(skus).not.toContain(taken[0]);
    expect(skus).not.toContain(taken[1]);
  });

  it('refuses a count outside 1..500 or a bad prefix with 400; needs product level 2', async () => {
    for (const body of [
      { count: 0 },
      { count: 501 },
      { count: 'x' },
      {},
      { count: 1, prefix: 'ไทย' },
      { count: 1, prefix: 'x'.repeat(21) },
    ]) {
      const res = await call('POST', '/api/v1/products/random', { token: admin, body });
      expect([res.status, res.body.Msg], JSON.stringify(body)).toEqual([
        400,
        'common.invalidParameter',
      ]);
    }
    const delivery = await loginAs('delivery');
    const res = await call('POST', '/api/v1/products/random', {
      token: delivery,
      body: { count: 1 },
    });
    expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
  });
});

describe('a product made with a random SKU', () => {
  it('marks the SKU used in the same transaction; the list shows unused first', async () => {
    const [sku] = (await generate(admin, { count: 1, prefix: 'USE-' })).rows;
    const product = await call<{ Datum: { id: number; pn: string } }>('POST', '/api/v1/products', {
      token: staff,
      body: { pn: sku!.sku.toLowerCase(), name: 'สินค้าจาก SKU สุ่ม', price: '10' },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const row = await root.randomSku.findUniqueOrThrow({ where: { id: sku!.id } });
    expect(row.usedByProductId).toBe(product.body.Datum.id);
    expect(row.usedAt).not.toBeNull();

    const list = await call<ListBody<RandomSku>>('GET', '/api/v1/products/random?q=USE-', {
      token: admin,
    });
    const mine = list.body.data.find((r) => r.id === sku!.id)!;
    expect(mine).toMatchObject({
      used: true,
      used_by_product_id: product.body.Datum.id,
      used_by_product_name: 'สินค้าจาก SKU สุ่ม',
    });
    const all = await call<ListBody<RandomSku>>('GET', '/api/v1/products/random?limit=100', {
      token: admin,
    });
    const firstUsed = all.body.data.findIndex((r) => r.used);
    const lastUnused = all.body.data.map((r) => r.used).lastIndexOf(false);
    if (firstUsed >= 0) expect(lastUnused).toBeLessThan(firstUsed);
    const unused = await call<ListBody<RandomSku>>('GET', '/api/v1/products/random?used=false', {
      token: admin,
    });
    expect(unused.body.data.every((r) => !r.used)).toBe(true);
    expect(unused.body.data.map((r) => r.id)).not.toContain(sku!.id);
  });

  it('a refused product create (unknown warehouse product, duplicate SKU) leaves the random SKU unused', async () => {
    const [sku] = (await generate(admin, { count: 1, prefix: 'DUP-' })).rows;
    const missingRef = await call('POST', '/api/v1/products', {
      token: admin,
      body: { pn: sku!.sku, name: 'หนึ่ง', wms_product_id: 999999999 },
    });
    expect([missingRef.status, missingRef.body.Msg]).toEqual([404, 'common.notFound']);
    // A product written straight into the table (not through the call) holds the SKU.
    await root.product.create({ data: { enterpriseId: demoId, pn: sku!.sku, name: 'ตรง' } });
    const dup = await call('POST', '/api/v1/products', {
      token: admin,
      body: { pn: sku!.sku.toLowerCase(), name: 'สอง' },
    });
    expect([dup.status, dup.body.Msg]).toEqual([409, 'product.duplicateSku']);
    const row = await root.randomSku.findUniqueOrThrow({ where: { id: sku!.id } });
    expect(row.usedAt).toBeNull();
  });
});

describe('DELETE /api/v1/products/random/{id}', () => {
  it('deletes an unused SKU (product level 3), refuses a used one with randomSku.alreadyUsed', async () => {
    const [free, taken] = (await generate(admin, { count: 2, prefix: 'DEL-' })).rows;
    const denied = await call('DELETE', `/api/v1/products/random/${free!.id}`, { token: staff });
    expect([denied.status, denied.body.Msg]).toEqual([403, 'common.accessDenied']);
    const ok = await call('DELETE', `/api/v1/products/random/${free!.id}`, { token: admin });
    expect([ok.status, ok.body.Msg]).toEqual([200, 'common.deleteSuccess']);
    expect(await root.randomSku.count({ where: { id: free!.id } })).toBe(0);

    await call('POST', '/api/v1/products', {
      token: admin,
      body: { pn: taken!.sku, name: 'ใช้แล้ว' },
    });
    const used = await call('DELETE', `/api/v1/products/random/${taken!.id}`, { token: admin });
    expect([used.status, used.body.Msg]).toEqual([409, 'randomSku.alreadyUsed']);
    expect(await root.randomSku.count({ where: { id: taken!.id } })).toBe(1);

    const missing = await call('DELETE', `/api/v1/products/random/${free!.id}`, { token: admin });
    expect([missing.status, missing.body.Msg]).toEqual([404, 'common.notFound']);
  });
});

describe('tenancy', () => {
  it("hides each enterprise's random SKUs from the other", async () => {
    const [mine] = (await generate(admin, { count: 1, prefix: 'TEN-' })).rows;
    const del = await call('DELETE', `/api/v1/products/random/${mine!.id}`, { token: admin2 });
    expect([del.status, del.body.Msg]).toEqual([404, 'common.notFound']);
    const theirList = await call<ListBody<RandomSku>>('GET', '/api/v1/products/random?q=TEN-', {
      token: admin2,
    });
    expect(theirList.body.data.map((r) => r.id)).not.toContain(mine!.id);
    // Second Shop may use the same SKU for a product: it does not touch ours.
    await call('POST', '/api/v1/products', {
      token: admin2,
      body: { pn: mine!.sku, name: 'ของร้านสอง' },
    });
    expect((await root.randomSku.findUniqueOrThrow({ where: { id: mine!.id } })).usedAt).toBeNull();

    const [theirs] = (await generate(admin2, { count: 1, prefix: 'TEN-' })).rows;
    const res = await call('DELETE', `/api/v1/products/random/${theirs!.id}`, { token: admin });
    expect([res.status, res.body.Msg]).toEqual([404, 'common.notFound']);
  });
});
