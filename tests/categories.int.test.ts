// The product category calls : list with product counts,
// create, rename, delete refused while products use it, name unique per enterprise in any
// case, tenancy both ways and the audit rows. Every category made here has a name of its
// own, so the seed stays as it was for the other files.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { call, loginAs } from './helpers/api';

const root = prisma();
const tag = randomBytes(3).toString('hex');
let n = 0;
const name = (prefix = 'หมวด') => `${prefix} ${tag} ${++n}`;

interface Category {
  id: number;
  name: string;
  description: string | null;
  product_count: number;
}
interface ListBody<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

let admin: string;
let admin2: string;
let staff: string;
let demoId: number;

async function create(token: string, body: Record<string, unknown>) {
  const res = await call<{ Msg: string; Datum: Category }>('POST', '/api/v1/products/category', {
    token,
    body,
  });
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

describe('POST /api/v1/products/category', () => {
  it('creates a category (product level 2) and writes the audit log', async () => {
    const c = await create(staff, { name: name(), description: 'คำอธิบาย' });
    expect(c).toMatchObject({ description: 'คำอธิบาย', product_count: 0 });
    const row = await root.productCategory.findUniqueOrThrow({ where: { id: c.id } });
    expect(row.enterpriseId).toBe(demoId);
    expect(
      await root.auditLog.count({ where: { action: 'category.create', entityId: String(c.id) } }),
    ).toBe(1);
  });

  it('refuses a name already used in the enterprise, in any case, with category.duplicate', async () => {
    const taken = name('Skin Care');
    await create(admin, { name: taken });
    for (const again of [taken, taken.toUpperCase(), ` ${taken.toLowerCase()} `]) {
      const res = await call('POST', '/api/v1/products/category', {
        token: admin,
        body: { name: again },
      });
      expect([res.status, res.body.Msg], again).toEqual([409, 'category.duplicate']);
    }
    // The seeded name too; another enterprise may use it.
    const seeded = await call('POST', '/api/v1/products/category', {
      token: admin,
      body: { name: 'เครื่องสำอาง' },
    });
    expect([seeded.status, seeded.body.Msg]).toEqual([409, 'category.duplicate']);
    expect((await create(admin2, { name: 'เครื่องสำอาง' })).name).toBe('เครื่องสำอาง');
  });

  it('answers 409, not 500, when requests race for one name', async () => {
    const raced = name('Race');
    const results = await Promise.all(
      [raced, raced.toUpperCase(), raced].map((x) =>
        call('POST', '/api/v1/products/category', { token: admin, body: { name: x } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.Msg).toBe('category.duplicate');
  });

  it('refuses an empty or too long name with 400, and level 1 or no product area with 403', async () => {
    for (const body of [{ name: '' }, { name: 'x'.repeat(101) }, {}]) {
      const res = await call('POST', '/api/v1/products/category', { token: admin, body });
      expect([res.status, res.body.Msg]).toEqual([400, 'common.invalidParameter']);
    }
    const agent = await loginAs('agent');
    const res = await call('POST', '/api/v1/products/category', {
      token: agent,
      body: { name: name() },
    });
    expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
  });
});

describe('GET /api/v1/products/category', () => {
  it('lists by name with product counts, searches, pages', async () => {
    const a = await create(admin, { name: name('ก-ลิสต์') });
    const b = await create(admin, { name: name('ข-ลิสต์') });
    await root.product.createMany({
      data: [1, 2, 3].map((i) => ({
        enterpriseId: demoId,
        pn: `CAT-${tag}-${i}`,
        name: `สินค้าหมวด ${i}`,
        categoryId: a.id,
      })),
    });
    const res = await call<ListBody<Category>>(
      'GET',
      `/api/v1/products/category?q=${encodeURIComponent(`ลิสต์ ${tag}`)}`,
      { token: staff },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((c) => [c.id, c.product_count])).toEqual([
      [a.id, 3],
      [b.id, 0],
    ]);
    const page = await call<ListBody<Category>>(
      'GET',
      `/api/v1/products/category?q=${encodeURIComponent(`ลิสต์ ${tag}`)}&limit=1&page=2&sort=-name`,
      { token: admin },
    );
    expect(page.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page.body.data.map((c) => c.id)).toEqual([a.id]);
  });
});

describe('PUT and DELETE /api/v1/products/category/{id}', () => {
  it('renames (a change of case of its own name is fine), refuses a name taken by another', async () => {
    const a = await create(admin, { name: name('Rename') });
    const b = await create(admin, { name: name('Other') });
    const own = await call<{ Datum: Category }>('PUT', `/api/v1/products/category/${a.id}`, {
      token: admin,
      body: { name: a.name.toUpperCase(), description: 'ใหม่' },
    });
    expect(own.status).toBe(200);
    expect(own.body.Datum).toMatchObject({ name: a.name.toUpperCase(), description: 'ใหม่' });
    const clash = await call('PUT', `/api/v1/products/category/${a.id}`, {
      token: admin,
      body: { name: b.name.toLowerCase() },
    });
    expect([clash.status, clash.body.Msg]).toEqual([409, 'category.duplicate']);
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'category.update', entityId: String(a.id) },
    });
    expect(audit.before).toMatchObject({ name: a.name });
  });

  it('refuses to delete a category that products use (category.inUse), even archived ones', async () => {
    const c = await create(admin, { name: name('InUse') });
    const product = await root.product.create({
      data: {
        enterpriseId: demoId,
        pn: `INUSE-${tag}`,
        name: 'ใช้หมวดอยู่',
        categoryId: c.id,
        active: false,
        archivedAt: new Date(),
      },
    });
    const res = await call('DELETE', `/api/v1/products/category/${c.id}`, { token: admin });
    expect([res.status, res.body.Msg]).toEqual([409, 'category.inUse']);
    expect(await root.productCategory.count({ where: { id: c.id } })).toBe(1);
    await root.product.delete({ where: { id: product.id } });
    const ok = await call('DELETE', `/api/v1/products/category/${c.id}`, { token: admin });
    expect([ok.status, ok.body.Msg]).toEqual([200, 'common.deleteSuccess']);
    expect(await root.productCategory.count({ where: { id: c.id } })).toBe(0);
    expect(
      await root.auditLog.count({ where: { action: 'category.delete', entityId: String(c.id) } }),
    ).toBe(1);
  });

  it('deletes with product level 3 only', async () => {
    const c = await create(admin, { name: name('Level') });
    const res = await call('DELETE', `/api/v1/products/category/${c.id}`, { token: staff });
    expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
  });
});

describe('tenancy', () => {
  it("hides each enterprise's categories from the other: 404 on ids, absent from lists, not usable on products", async () => {
    const mine = await create(admin, { name: name('ของร้านหนึ่ง') });
    for (const [method, body] of [
      ['PUT', { name: 'hacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/v1/products/category/${mine.id}`, {
        token: admin2,
        body,
      });
      expect([res.status, res.body.Msg], method).toEqual([404, 'common.notFound']);
    }
    const theirList = await call<ListBody<Category>>(
      'GET',
      `/api/v1/products/category?q=${encodeURIComponent(mine.name)}`,
      { token: admin2 },
    );
    expect(theirList.body.total).toBe(0);
    const product = await call('POST', '/api/v1/products', {
      token: admin2,
      body: { pn: `T-${tag}`, name: 'x', category_id: mine.id },
    });
    expect([product.status, product.body.Msg]).toEqual([404, 'common.notFound']);

    const theirs = await create(admin2, { name: name('ของร้านสอง') });
    const res = await call('PUT', `/api/v1/products/category/${theirs.id}`, {
      token: admin,
      body: { name: 'hacked' },
    });
    expect([res.status, res.body.Msg]).toEqual([404, 'common.notFound']);
    const ourList = await call<ListBody<Category>>(
      'GET',
      `/api/v1/products/category?q=${encodeURIComponent(theirs.name)}`,
      { token: admin },
    );
    expect(ourList.body.total).toBe(0);
  });
});
