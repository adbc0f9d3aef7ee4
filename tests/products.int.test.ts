// The Products calls against the real database: create, edit, archive,
// delete, the list's search, filters and sort, the scanner lookup (productssku), their
// errors (catalogue keys, lib/errors.ts), tenancy both ways and the plan of the
// search (trigram indexes, no sequential scan). Every product made here has a SKU of its
// own, so the seed stays as it was for the other files.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { productListQuery } from '@/lib/domain/catalog/schemas';
import { productListSql, productLookupSql } from '@/lib/domain/catalog/products';
import { call, loginAs } from './helpers/api';

const root = prisma();
const tag = randomBytes(3).toString('hex').toUpperCase();
let n = 0;
const sku = (prefix = 'PT') => `${prefix}-${tag}-${++n}`;

interface Product {
  id: number;
  pn: string;
  name: string;
  category_id: number | null;
  category_name: string | null;
  image_key: string | null;
  image_url: string | null;
  price: string;
  tags: string[];
  barcode: string | null;
  width: string | null;
  height: string | null;
  depth: string | null;
  weight: number | null;
  unit_name: string | null;
  wms_product_id: number | null;
  wms_product: { id: number; name: string; sku: string; barcode: string } | null;
  active: boolean;
  archived_at: string | null;
}
interface ListBody<T> {
  Msg: string;
  data: T[];
  total: number;
  page: number;
  limit: number;
}
interface LookupRow {
  id: number;
  pn: string;
  name: string;
  barcode: string | null;
  price: string;
  exact: boolean;
  wms_product_id: number | null;
}

let admin: string;
let admin2: string;
let staff: string;
let owner: string;
let demoId: number;
let secondId: number;
let serumWmsId: number;
let secondWmsId: number;
let categoryId: number;
let secondCategoryId: number;

async function create(token: string, over: Record<string, unknown> = {}) {
  const body = { pn: sku(), name: `สินค้าทดสอบ ${tag} ${n}`, price: '100', ...over };
  const res = await call<{ Msg: string; Datum: Product }>('POST', '/api/v1/products', {
    token,
    body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.Datum;
}

const listUrl = (params: Record<string, string | number>) =>
  `/api/v1/products?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

async function list(token: string, params: Record<string, string | number>) {
  const res = await call<ListBody<Product>>('GET', listUrl(params), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** An order of the Demo Shop with one line naming the product (written directly). */
async function orderWith(productId: number) {
  const channel = await root.saleChannel.findFirstOrThrow({ where: { enterpriseId: demoId } });
  const method = await root.paymentMethod.findFirstOrThrow({ where: { enterpriseId: demoId } });
  const order = await root.order.create({
    data: {
      enterpriseId: demoId,
      orderNumber: `SO-PT-${tag}-${++n}`,
      saleChannelId: channel.id,
      paymentMethodId: method.id,
      shippingProviderId: 1,
      recipientName: 'คุณทดสอบ',
      recipientPhone: '0800000000',
      recipientAddress: '1 ถนนทดสอบ',
      subtotal: '100.00',
      total: '100.00',
    },
  });
  await root.orderItem.create({
    data: {
      enterpriseId: demoId,
      orderId: order.id,
      productId,
      name: 'line',
      sku: 'line',
      quantity: 1,
      price: '100.00',
      lineTotal: '100.00',
    },
  });
  return order;
}

beforeAll(async () => {
  [admin, admin2, staff, owner] = await Promise.all([
    loginAs('admin'),
    loginAs('admin2'),
    loginAs('staff'),
    loginAs('owner'),
  ]);
  demoId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
  secondId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'second-shop' } })).id;
  serumWmsId = (
    await root.wmsProduct.findFirstOrThrow({
      where: { enterpriseId: demoId, barcode: '2000000000015' },
    })
  ).id;
  secondWmsId = (
    await root.wmsProduct.create({
      data: {
        enterpriseId: secondId,
        name: `สินค้าร้านสอง ${tag}`,
        sku: `S2-${tag}`,
        barcode: `29${Date.now().toString().slice(-11)}`,
      },
    })
  ).id;
  categoryId = (
    await root.productCategory.create({
      data: { enterpriseId: demoId, name: `หมวดทดสอบสินค้า ${tag}` },
    })
  ).id;
  secondCategoryId = (
    await root.productCategory.create({
      data: { enterpriseId: secondId, name: `หมวดร้านสอง ${tag}` },
    })
  ).id;
});

describe('POST /api/v1/products', () => {
  it('creates a product with every field, answers 201 with money as a two-place string and writes the audit log', async () => {
    const pn = sku('FULL');
    const res = await call<{ Msg: string; Datum: Product }>('POST', '/api/v1/products', {
      token: admin,
      body: {
        pn,
        name: 'เซรั่มทดสอบ 30 มล.',
        category_id: categoryId,
        image_key: `${demoId}/product-images/2026/11/abc123.png`,
        price: '1250',
        tags: ['ใหม่', 'ขายดี', 'ใหม่', ' '],
        barcode: '8851234567890',
        width: '10.5',
        height: 4,
        depth: '3.25',
        weight: 150,
        unit_name: 'ขวด',
        wms_product_id: serumWmsId,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.Msg).toBe('common.createSuccess');
    const p = res.body.Datum;
    expect(p).toMatchObject({
      pn,
      name: 'เซรั่มทดสอบ 30 มล.',
      category_id: categoryId,
      category_name: `หมวดทดสอบสินค้า ${tag}`,
      image_key: `${demoId}/product-images/2026/11/abc123.png`,
      image_url: `/api/v1/files/${demoId}/product-images/2026/11/abc123.png`,
      price: '1250.00',
      tags: ['ใหม่', 'ขายดี'],
      barcode: '8851234567890',
      width: '10.50',
      height: '4.00',
      depth: '3.25',
      weight: 150,
      unit_name: 'ขวด',
      wms_product_id: serumWmsId,
      wms_product: { id: serumWmsId, barcode: '2000000000015' },
      active: true,
      archived_at: null,
    });
    const row = await root.product.findUniqueOrThrow({ where: { id: p.id } });
    expect(row.enterpriseId).toBe(demoId);
    expect(row.price.toFixed(2)).toBe('1250.00');
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'product.create', entityId: String(p.id) },
    });
    expect(audit.enterpriseId).toBe(demoId);
    expect(audit.after).toMatchObject({ pn, price: '1250.00' });
  });

  it('takes prices as decimal strings (or plain numbers) of at most two places, never negative', async () => {
    for (const [price, expected] of [
      ['0', '0.00'],
      ['390.5', '390.50'],
      ['007.25', '7.25'],
      [12.5, '12.50'],
      ['999999999999.99', '999999999999.99'],
    ] as const) {
      const p = await create(admin, { price });
      expect(p.price, String(price)).toBe(expected);
    }
    for (const price of ['-1', '1.234', 'abc', '', '1e3', 0.1 + 0.2, '1000000000000.00', null]) {
      const res = await call('POST', '/api/v1/products', {
        token: admin,
        body: { pn: sku(), name: 'ราคาผิด', price },
      });
      expect([res.status, res.body.Msg], String(price)).toEqual([400, 'common.invalidParameter']);
      expect(res.body.Cause).toContain('price');
    }
  });

  it('refuses a SKU already used in the enterprise, in any case, with product.duplicateSku', async () => {
    for (const pn of ['SERUM-30', 'serum-30', 'Serum-30']) {
      const res = await call('POST', '/api/v1/products', {
        token: admin,
        body: { pn, name: 'ซ้ำ', price: '1' },
      });
      expect([res.status, res.body.Msg], pn).toEqual([409, 'product.duplicateSku']);
    }
    // Another enterprise may use the same SKU.
    const other = await create(admin2, { pn: 'serum-30' });
    expect(other.pn).toBe('serum-30');
  });

  it('answers 409, not 500, when several requests race for one SKU in different cases', async () => {
    const pn = sku('RACE');
    const results = await Promise.all(
      [pn, pn.toLowerCase(), pn, pn.toLowerCase(), pn].map((p) =>
        call('POST', '/api/v1/products', {
          token: admin,
          body: { pn: p, name: 'แข่ง', price: '1' },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.Msg).toBe('product.duplicateSku');
    const rows = await root.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM products WHERE enterprise_id = ${demoId} AND lower(pn) = lower(${pn})`;
    expect(rows[0]!.n).toBe(1);
  });

  it('answers 404 for a warehouse product or a category of another enterprise (or none)', async () => {
    for (const over of [
      { wms_product_id: secondWmsId },
      { wms_product_id: 999999999 },
      { category_id: secondCategoryId },
    ]) {
      const res = await call('POST', '/api/v1/products', {
        token: admin,
        body: { pn: sku(), name: 'อ้างอิงผิด', price: '1', ...over },
      });
      expect([res.status, res.body.Msg], JSON.stringify(over)).toEqual([404, 'common.notFound']);
    }
    // And the other way round: Second Shop cannot link Demo Shop's warehouse product.
    const res = await call('POST', '/api/v1/products', {
      token: admin2,
      body: { pn: sku(), name: 'อ้างอิงผิด', price: '1', wms_product_id: serumWmsId },
    });
    expect([res.status, res.body.Msg]).toEqual([404, 'common.notFound']);
  });

  it('refuses bad input with 400 naming the fields, and ignores an enterprise_id in the body', async () => {
    const bad = await call('POST', '/api/v1/products', {
      token: admin,
      body: { pn: 'has space', name: '', price: '1', tags: 'x', width: -1, image_key: '../etc' },
    });
    expect([bad.status, bad.body.Msg]).toEqual([400, 'common.invalidParameter']);
    for (const field of ['pn', 'name', 'tags', 'width', 'image_key'])
      expect(bad.body.Cause).toContain(`body.${field}`);
    const foreign = await call('POST', '/api/v1/products', {
      token: admin,
      body: { pn: sku(), name: 'รูปร้านอื่น', image_key: `${secondId}/product-images/2026/11/x.png` },
    });
    expect([foreign.status, foreign.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect(foreign.body.Cause).toContain('image_key');
    const p = await create(admin, { enterprise_id: secondId });
    expect((await root.product.findUniqueOrThrow({ where: { id: p.id } })).enterpriseId).toBe(
      demoId,
    );
  });

  it('lets staff (product level 2) create; refuses without the product area', async () => {
    expect((await create(staff)).id).toBeGreaterThan(0);
    const agent = await loginAs('agent');
    const res = await call('POST', '/api/v1/products', {
      token: agent,
      body: { pn: sku(), name: 'x', price: '1' },
    });
    expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
  });
});

describe('GET and PUT /api/v1/products/{id}', () => {
  it('reads one product and edits only the fields sent, writing before and after', async () => {
    const p = await create(admin, { barcode: '111', tags: ['a'] });
    const got = await call<{ Datum: Product }>('GET', `/api/v1/products/${p.id}`, { token: staff });
    expect(got.status).toBe(200);
    expect(got.body.Datum.pn).toBe(p.pn);

    const res = await call<{ Msg: string; Datum: Product }>('PUT', `/api/v1/products/${p.id}`, {
      token: staff,
      body: { name: 'ชื่อใหม่', price: '99.9', barcode: '', category_id: categoryId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Msg).toBe('common.editSuccess');
    expect(res.body.Datum).toMatchObject({
      pn: p.pn,
      name: 'ชื่อใหม่',
      price: '99.90',
      barcode: null,
      tags: ['a'],
      category_id: categoryId,
    });
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'product.update', entityId: String(p.id) },
    });
    expect(audit.before).toMatchObject({ name: p.name, price: '100.00' });
    expect(audit.after).toMatchObject({ name: 'ชื่อใหม่', price: '99.90' });
  });

  it('refuses renaming to another SKU in any case, allows a change of case of its own SKU', async () => {
    const a = await create(admin);
    const b = await create(admin);
    const clash = await call('PUT', `/api/v1/products/${b.id}`, {
      token: admin,
      body: { pn: a.pn.toLowerCase() },
    });
    expect([clash.status, clash.body.Msg]).toEqual([409, 'product.duplicateSku']);
    const own = await call<{ Datum: Product }>('PUT', `/api/v1/products/${b.id}`, {
      token: admin,
      body: { pn: b.pn.toLowerCase() },
    });
    expect(own.status).toBe(200);
    expect(own.body.Datum.pn).toBe(b.pn.toLowerCase());
  });

  it('answers 404 for a warehouse product of another enterprise on edit', async () => {
    const p = await create(admin);
    const res = await call('PUT', `/api/v1/products/${p.id}`, {
      token: admin,
      body: { wms_product_id: secondWmsId },
    });
    expect([res.status, res.body.Msg]).toEqual([404, 'common.notFound']);
  });
});

describe('archive (PUT active: false) and the default list', () => {
  it('archives with product level 3: hidden from the default list and the lookup, shown with active=false; restores', async () => {
    const p = await create(admin, { name: `สินค้าเก็บ ${tag}` });
    // Staff holds product level 2: editing yes, archiving no.
    const denied = await call('PUT', `/api/v1/products/${p.id}`, {
      token: staff,
      body: { active: false },
    });
    expect([denied.status, denied.body.Msg]).toEqual([403, 'common.accessDenied']);

    const res = await call<{ Datum: Product }>('PUT', `/api/v1/products/${p.id}`, {
      token: owner,
      body: { active: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.Datum.active).toBe(false);
    expect(res.body.Datum.archived_at).not.toBeNull();
    expect(
      await root.auditLog.count({ where: { action: 'product.archive', entityId: String(p.id) } }),
    ).toBe(1);

    expect((await list(admin, { q: p.pn })).data.map((r) => r.id)).toEqual([]);
    expect((await list(admin, { q: p.pn, active: 'false' })).data.map((r) => r.id)).toEqual([p.id]);
    expect((await list(admin, { q: p.pn, active: 'all' })).data.map((r) => r.id)).toEqual([p.id]);
    const lookup = await call<ListBody<LookupRow>>('GET', `/api/v1/productssku?q=${p.pn}`, {
      token: admin,
    });
    expect(lookup.body.data.map((r) => r.id)).not.toContain(p.id);

    const back = await call<{ Datum: Product }>('PUT', `/api/v1/products/${p.id}`, {
      token: admin,
      body: { active: true },
    });
    expect(back.body.Datum).toMatchObject({ active: true, archived_at: null });
    expect((await list(admin, { q: p.pn })).data.map((r) => r.id)).toEqual([p.id]);
  });
});

describe('DELETE /api/v1/products/{id}', () => {
  it('refuses a product on an order with product.inUse, and it stays', async () => {
    const p = await create(admin);
    await orderWith(p.id);
    const res = await call('DELETE', `/api/v1/products/${p.id}`, { token: admin });
    expect([res.status, res.body.Msg]).toEqual([409, 'product.inUse']);
    expect(await root.product.count({ where: { id: p.id } })).toBe(1);
  });

  it('deletes a product no order names (product level 3), unmapping its platform listings', async () => {
    const p = await create(admin);
    const denied = await call('DELETE', `/api/v1/products/${p.id}`, { token: staff });
    expect([denied.status, denied.body.Msg]).toEqual([403, 'common.accessDenied']);

    const shop = await root.platformShop.create({
      data: { enterpriseId: demoId, platform: 3, shopId: `del-${tag}`, name: 'ลบ' },
    });
    const listing = await root.platformProduct.create({
      data: {
        enterpriseId: demoId,
        platformShopId: shop.id,
        platform: 3,
        platformItemId: '1',
        platformSkuId: '0',
        name: 'listing',
        productId: p.id,
        mappingStatus: 1,
      },
    });
    const res = await call('DELETE', `/api/v1/products/${p.id}`, { token: admin });
    expect([res.status, res.body.Msg]).toEqual([200, 'common.deleteSuccess']);
    expect(await root.product.count({ where: { id: p.id } })).toBe(0);
    expect(
      await root.platformProduct.findUniqueOrThrow({ where: { id: listing.id } }),
    ).toMatchObject({ productId: null, mappingStatus: 2 });
    expect(
      await root.auditLog.count({ where: { action: 'product.delete', entityId: String(p.id) } }),
    ).toBe(1);
    const again = await call('DELETE', `/api/v1/products/${p.id}`, { token: admin });
    expect([again.status, again.body.Msg]).toEqual([404, 'common.notFound']);
  });
});

describe('GET /api/v1/products (search, filters, sort)', () => {
  let ids: { cheap: number; mid: number; dear: number; unlinked: number };
  const word = `ลิปสติก${tag}`;

  beforeAll(async () => {
    const cheap = await create(admin, {
      pn: `LIP-${tag}-A`,
      name: `${word} สีชมพู`,
      price: '59',
      category_id: categoryId,
      wms_product_id: serumWmsId,
      tags: ['โปร'],
    });
    const mid = await create(admin, {
      pn: `LIP-${tag}-B`,
      name: `${word} สีแดง`,
      price: '1250.5',
      category_id: categoryId,
      wms_product_id: serumWmsId,
      barcode: `88${tag}01`.replace(/[^0-9A-Z]/g, '0'),
    });
    const dear = await create(admin, {
      pn: `LIP-${tag}-C`,
      name: `${word} สีส้ม`,
      price: '12500',
      wms_product_id: serumWmsId,
    });
    const unlinked = await create(admin, {
      pn: `GLOSS-${tag}`,
      name: `ลิปกลอส ${word}`,
      price: '10',
    });
    ids = { cheap: cheap.id, mid: mid.id, dear: dear.id, unlinked: unlinked.id };
  });

  it('finds by SKU fragment in any case, Thai name fragment, and exact barcode', async () => {
    const bySku = await list(admin, { q: `lip-${tag.toLowerCase()}`, sort: 'pn' });
    expect(bySku.data.map((r) => r.id)).toEqual([ids.cheap, ids.mid, ids.dear]);
    expect(bySku.total).toBe(3);
    const byName = await list(admin, { q: word, sort: 'pn' });
    expect(byName.data.map((r) => r.id)).toEqual([ids.unlinked, ids.cheap, ids.mid, ids.dear]);
    const mid = await root.product.findUniqueOrThrow({ where: { id: ids.mid } });
    const byBarcode = await list(admin, { q: mid.barcode! });
    expect(byBarcode.data.map((r) => r.id)).toEqual([ids.mid]);
    // LIKE wildcards in the search are plain text.
    expect((await list(admin, { q: `${word}%` })).total).toBe(0);
    expect(
      (await list(admin, { q: '_' })).data.every((r) => r.pn.includes('_') || r.name.includes('_')),
    ).toBe(true);
  });

  it('filters by category, linked warehouse product and tag, and pages with a total', async () => {
    expect(
      (await list(admin, { q: word, category_id: categoryId, sort: 'pn' })).data.map((r) => r.id),
    ).toEqual([ids.cheap, ids.mid]);
    expect(
      (await list(admin, { q: word, has_wms_product: 'false' })).data.map((r) => r.id),
    ).toEqual([ids.unlinked]);
    expect((await list(admin, { q: word, has_wms_product: 'true' })).total).toBe(3);
    expect((await list(admin, { q: word, tag: 'โปร' })).data.map((r) => r.id)).toEqual([ids.cheap]);
    const page2 = await list(admin, { q: word, sort: 'pn', limit: 3, page: 2 });
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page2.data.map((r) => r.id)).toEqual([ids.dear]);
    const linked = (await list(admin, { q: `LIP-${tag}-A` })).data[0]!;
    expect(linked.wms_product).toMatchObject({ id: serumWmsId, barcode: '2000000000015' });
    expect(linked.category_name).toBe(`หมวดทดสอบสินค้า ${tag}`);
  });

  it('sorts by price as a number (not as text), both ways, and by name', async () => {
    const asc = await list(admin, { q: `LIP-${tag}`, sort: 'price' });
    expect(asc.data.map((r) => r.price)).toEqual(['59.00', '1250.50', '12500.00']);
    const desc = await list(admin, { q: `LIP-${tag}`, sort: '-price' });
    expect(desc.data.map((r) => r.id)).toEqual([ids.dear, ids.mid, ids.cheap]);
    const newest = await list(admin, { q: `LIP-${tag}` });
    expect(newest.data.map((r) => r.id)).toEqual([ids.dear, ids.mid, ids.cheap]);
    const bad = await call('GET', listUrl({ sort: 'enterprise_id' }), { token: admin });
    expect([bad.status, bad.body.Msg]).toEqual([400, 'common.invalidParameter']);
  });

  it('is readable with product level 1 and refused without the area', async () => {
    const l1 = await loginAs('delivery');
    const res = await call('GET', '/api/v1/products', { token: l1 });
    expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
  });
});

describe('tenancy', () => {
  it("hides Demo Shop's products from Second Shop: 404 on their ids, absent from lists and lookups", async () => {
    const p = await create(admin, { name: `ลับเฉพาะ ${tag}` });
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'hacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/v1/products/${p.id}`, { token: admin2, body });
      expect([res.status, res.body.Msg], method).toEqual([404, 'common.notFound']);
    }
    expect((await list(admin2, { q: `ลับเฉพาะ ${tag}` })).total).toBe(0);
    const serum = await root.product.findFirstOrThrow({
      where: { enterpriseId: demoId, pn: 'SERUM-30' },
    });
    const seen = (await list(admin2, { q: 'SERUM-30', active: 'all' })).data;
    expect(seen.map((r) => r.id)).not.toContain(serum.id);
    expect(seen.every((r) => r.pn === 'serum-30')).toBe(true);
    const lookup = await call<ListBody<LookupRow>>('GET', '/api/v1/productssku?q=2000000000015', {
      token: admin2,
    });
    expect(lookup.body.data).toEqual([]);
    expect((await root.product.findUniqueOrThrow({ where: { id: p.id } })).name).not.toBe('hacked');

    // And the other way round.
    const theirs = await create(admin2, { name: `ของร้านสอง ${tag}` });
    const res = await call('GET', `/api/v1/products/${theirs.id}`, { token: admin });
    expect([res.status, res.body.Msg]).toEqual([404, 'common.notFound']);
    expect((await list(admin, { q: `ของร้านสอง ${tag}` })).total).toBe(0);
  });
});

describe('GET /api/v1/productssku', () => {
  it('puts exact SKU and barcode matches first, then SKUs starting with the text, then names; not a SKU with the text inside', async () => {
    const base = `SCAN${tag}`;
    const contains = await create(admin, { pn: `X${base}-1`, name: 'มีคำอยู่ข้างใน' });
    const prefix = await create(admin, { pn: `${base}-10`, name: 'ขึ้นต้นด้วยคำ' });
    const exact = await create(admin, { pn: base, name: 'ตรงทุกตัว' });
    const byName = await create(admin, { pn: `N-${tag}`, name: `ชื่อมี ${base.toLowerCase()}` });
    const res = await call<ListBody<LookupRow>>(
      'GET',
      `/api/v1/productssku?q=${base.toLowerCase()}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    const got = res.body.data.map((r) => r.id);
    expect(got[0]).toBe(exact.id);
    expect(res.body.data[0]!.exact).toBe(true);
    expect(got[1]).toBe(prefix.id);
    expect(got.slice(2)).toEqual([byName.id]);
    expect(got).not.toContain(contains.id);
    expect(res.body.data.slice(1).every((r) => !r.exact)).toBe(true);

    const barcode = await create(admin, {
      pn: `B-${tag}`,
      barcode: `77${tag}`.replace(/[^0-9]/g, '7'),
    });
    const scan = await call<ListBody<LookupRow>>(
      'GET',
      `/api/v1/productssku?q=${barcode.barcode}`,
      { token: admin },
    );
    expect(scan.body.data[0]).toMatchObject({ id: barcode.id, exact: true, price: '100.00' });
  });

  it("finds products by their warehouse product's barcode (what the scanner reads off the unit)", async () => {
    const res = await call<ListBody<LookupRow>>('GET', '/api/v1/productssku?q=2000000000015', {
      token: staff,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((r) => r.wms_product_id === serumWmsId && r.exact)).toBe(true);
    expect(res.body.data.map((r) => r.pn)).toContain('SERUM-30');
  });

  it('answers at most 20 rows and needs a q', async () => {
    const many = await call<ListBody<LookupRow>>('GET', `/api/v1/productssku?q=${tag}`, {
      token: admin,
    });
    expect(many.status).toBe(200);
    expect(many.body.data.length).toBeLessThanOrEqual(20);
    expect(many.body.limit).toBe(20);
    const none = await call('GET', '/api/v1/productssku', { token: admin });
    expect([none.status, none.body.Msg]).toEqual([400, 'common.invalidParameter']);
    const over = await call('GET', '/api/v1/productssku?q=a&limit=21', { token: admin });
    expect(over.status).toBe(400);
  });
});

describe('the search plan', () => {
  it('uses the trigram indexes (no sequential scan on products) once the table is big and analysed', async () => {
    // A shop of its own with a few thousand generated products, so the other tests'
    // lists stay as they were.
    const shop = await root.enterprise.create({
      data: { code: `plan-${tag.toLowerCase()}`, name: `Plan ${tag}` },
    });
    await root.$executeRaw`
      INSERT INTO products (enterprise_id, pn, name, price, updated_at)
      SELECT ${shop.id}, 'PLAN-' || g, 'สินค้าแผน ' || md5(g::text), (g % 1000)::numeric, now()
        FROM generate_series(1, 6000) AS g`;
    await root.$executeRaw`ANALYZE products`;
    const explain = (setup: Prisma.Sql | null, statement: Prisma.Sql) =>
      root.$transaction(async (tx) => {
        if (setup) await tx.$executeRaw(setup);
        const rows = await tx.$queryRaw<Array<{ 'QUERY PLAN': string }>>(
          Prisma.sql`EXPLAIN ${statement}`,
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const plans: string[] = [];
    // Selective texts: one that matches every row ('สินค้า' here) is rightly read in full.
    for (const q of ['PLAN-12', 'a1b2', 'PLAN-599', 'ผนa']) {
      const sql = productListSql(shop.id, productListQuery.parse({ q, category_id: 1 }));
      expect(sql.kind).toBe('search');
      if (sql.kind === 'search') plans.push(await explain(null, sql.search));
      plans.push(await explain(null, productLookupSql(shop.id, { q, limit: 20 })));
    }
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on products/);
      expect(plan).toMatch(/products_(pn|name)_trgm/);
    }
  });
});

describe('export and import', () => {
  const csvFile = (lines: string[], name = 'products.csv') => {
    const form = new FormData();
    form.set('file', new File([`\uFEFF${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' }));
    return form;
  };

  it("exports the list's filtered rows as CSV (Thai headers, BOM) and XLSX, only the enterprise's own", async () => {
    const word = `ส่งออก${tag}`;
    const a = await create(admin, { name: `${word} หนึ่ง`, price: '1250.5', tags: ['x', 'y'] });
    await create(admin, { name: `${word} สอง`, wms_product_id: serumWmsId });
    const csv = await call(
      'GET',
      `/api/v1/products/export?format=csv&q=${encodeURIComponent(word)}`,
      {
        token: staff,
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toContain('รหัสสินค้า (SKU)');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(a.pn);
    expect(lines[1]).toContain('1250.50');
    expect(lines[1]).toContain('"x, y"');
    expect(lines[2]).toContain('2000000000015');

    const xlsx = await call(
      'GET',
      `/api/v1/products/export?format=xlsx&q=${encodeURIComponent(word)}`,
      {
        token: admin,
      },
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    const theirs = await call('GET', `/api/v1/products/export?q=${encodeURIComponent(word)}`, {
      token: admin2,
    });
    expect(theirs.bytes.toString('utf8').trim().split('\r\n')).toHaveLength(1);
  });

  it('serves the import template with the headers the import reads', async () => {
    const res = await call('GET', '/api/v1/products/import/template?format=csv', { token: admin });
    expect(res.status).toBe(200);
    const header = res.bytes.toString('utf8').replace('\uFEFF', '').trim();
    expect(header.split(',').slice(0, 3)).toEqual(['รหัสสินค้า (SKU)', 'ชื่อสินค้า', 'ราคา (บาท)']);
  });

  it('imports every row in one go: new categories made, warehouse products linked by barcode, random SKUs marked used', async () => {
    const [random] = (
      await call<{ Datum: { rows: Array<{ id: number; sku: string }> } }>(
        'POST',
        '/api/v1/products/random',
        { token: admin, body: { count: 1, prefix: 'IMP' } },
      )
    ).body.Datum.rows;
    const category = `หมวดนำเข้า ${tag}`;
    const res = await call<{ Msg: string; Datum: { imported: number } }>(
      'POST',
      '/api/v1/products/import',
      {
        token: staff,
        form: csvFile([
          'SKU,Product name,Price,หมวดหมู่,แท็ก,Warehouse product barcode,น้ำหนัก (กรัม)',
          `IMP-${tag}-1,นำเข้าหนึ่ง,390,${category},"ขายดี, ใหม่",2000000000015,150`,
          `IMP-${tag}-2,นำเข้าสอง,12.5,${category.toUpperCase()},,,`,
          `${random!.sku.toLowerCase()},นำเข้าสาม,,,,,`,
        ]),
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum.imported).toBe(3);
    const made = await root.product.findMany({
      where: { enterpriseId: demoId, name: { startsWith: 'นำเข้า' } },
      orderBy: { id: 'asc' },
      include: { category: true },
    });
    expect(made.map((p) => [p.pn, p.price.toFixed(2), p.wmsProductId, p.weight])).toEqual([
      [`IMP-${tag}-1`, '390.00', serumWmsId, 150],
      [`IMP-${tag}-2`, '12.50', null, null],
      [random!.sku.toLowerCase(), '0.00', null, null],
    ]);
    expect(made[0]!.tags).toEqual(['ขายดี', 'ใหม่']);
    expect(made[0]!.category?.name).toBe(category);
    expect(made[1]!.categoryId).toBe(made[0]!.categoryId);
    const used = await root.randomSku.findUniqueOrThrow({ where: { id: random!.id } });
    expect(used.usedByProductId).toBe(made[2]!.id);
    expect(
      await root.auditLog.count({ where: { action: 'product.import', enterpriseId: demoId } }),
    ).toBeGreaterThan(0);
  });

  it('refuses the whole file when a row is wrong: duplicate SKU in the file or in the shop, bad price, unknown warehouse barcode', async () => {
    const before = await root.product.count({ where: { enterpriseId: demoId } });
    const res = await call<{
      Msg: string;
      Datum: {
        errors: Array<{ line: number; column?: string; message: string }>;
        invalid_rows: number;
        row_count: number;
        report_url: string | null;
      };
    }>('POST', '/api/v1/products/import', {
      token: admin,
      form: csvFile([
        'รหัสสินค้า (SKU),ชื่อสินค้า,ราคา (บาท),บาร์โค้ดสินค้าในคลัง',
        `OK-${tag}-1,ใช้ได้,10,`,
        `DUP-${tag},ซ้ำในไฟล์,10,`,
        `dup-${tag},ซ้ำในไฟล์,10,`,
        'serum-30,ซ้ำกับร้าน,10,',
        `BAD-${tag},ราคาผิด,-5,`,
        `WMS-${tag},คลังไม่มี,10,9999999999999`,
        'มี ช่องว่าง,SKU ผิด,10,',
      ]),
    });
    expect([res.status, res.body.Msg]).toEqual([422, 'import.rowsInvalid']);
    expect(res.body.Datum.row_count).toBe(7);
    expect(res.body.Datum.invalid_rows).toBe(5);
    const lines = res.body.Datum.errors.map((e) => e.line);
    expect(lines).toEqual([4, 5, 6, 7, 8]);
    expect(res.body.Datum.errors[0]!.message).toContain('บรรทัดที่ 3');
    expect(res.body.Datum.errors[1]!.message).toBe('รหัสสินค้า (SKU) นี้มีอยู่แล้ว');
    expect(res.body.Datum.report_url).toMatch(/^\/api\/v1\/files\//);
    expect(await root.product.count({ where: { enterpriseId: demoId } })).toBe(before);
  });

  it('imports 1,000 rows in one transaction', async () => {
    const lines = Array.from(
      { length: 1000 },
      (_, i) => `BULK-${tag}-${i},สินค้าจำนวนมาก ${i},${i}.25,หมวดจำนวนมาก ${tag}`,
    );
    const res = await call<{ Datum: { imported: number } }>('POST', '/api/v1/products/import', {
      token: admin,
      form: csvFile(['SKU,Name,Price,Category', ...lines]),
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.Datum.imported).toBe(1000);
    expect(
      await root.product.count({
        where: { enterpriseId: demoId, pn: { startsWith: `BULK-${tag}-` } },
      }),
    ).toBe(1000);
    expect(
      await root.productCategory.count({
        where: { enterpriseId: demoId, name: `หมวดจำนวนมาก ${tag}` },
      }),
    ).toBe(1);
  });

  it('needs product level 2 to import, and a CSV or XLSX file', async () => {
    const delivery = await loginAs('delivery');
    const denied = await call('POST', '/api/v1/products/import', {
      token: delivery,
      form: csvFile(['SKU,Name', 'A,B']),
    });
    expect([denied.status, denied.body.Msg]).toEqual([403, 'common.accessDenied']);
    const form = new FormData();
    form.set('file', new File([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])], 'x.png'));
    const bad = await call('POST', '/api/v1/products/import', { token: admin, form });
    expect([bad.status, bad.body.Msg]).toEqual([400, 'import.invalidFile']);
  });
});
