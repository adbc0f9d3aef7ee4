// Promotion bundles (pickup profiles) against the real database: create with
// its rules (at least one item, quantities from 1, this enterprise's warehouse products,
// one live bundle per sellable product, also under concurrent requests), the list with
// its items and names, search and paging, delete (retire), tenancy and access.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PickupProfile } from '@/lib/domain/wms/inventory/reads';
import { call } from './helpers/api';
import {
  addProduct,
  addSellable,
  inventoryShop,
  root,
  type InventoryShop,
  type ProductFact,
} from './helpers/inventory-fixtures';

interface Envelope<T> {
  Msg: string;
  Datum: T;
}
interface ListBody<T> {
  Msg: string;
  data: T[];
  total: number;
  page: number;
  limit: number;
}

let shop: InventoryShop;
let other: InventoryShop;
let a: ProductFact, b: ProductFact, archived: ProductFact, foreign: ProductFact;

const create = (token: string, body: unknown) =>
  call<Envelope<PickupProfile>>('POST', '/api/v1/wms/profile/pickup/create', { token, body });
const listOf = (token: string, q = '') =>
  call<ListBody<PickupProfile>>('GET', `/api/v1/wms/profile/pickup${q}`, { token });

beforeAll(async () => {
  [shop, other] = [await inventoryShop(), await inventoryShop()];
  a = await addProduct(shop, { name: 'เซรั่ม บันเดิล' });
  b = await addProduct(shop, { name: 'ครีม บันเดิล' });
  archived = await addProduct(shop, { name: 'เลิกขาย' });
  await root.wmsProduct.update({ where: { id: archived.id }, data: { archivedAt: new Date() } });
  foreign = await addProduct(other);
});

describe('create', () => {
  it('creates a bundle with its items and names, and audits it', async () => {
    const sellable = await addSellable(shop, null);
    const res = await create(shop.admin, {
      name: '  เซ็ตคู่ ลด 20%  ',
      product_id: sellable.id,
      items: [
        { product_id: a.id, quantity: 2 },
        { product_id: b.id, quantity: '1' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.Msg).toBe('common.createSuccess');
    expect(res.body.Datum).toEqual({
      id: expect.any(Number),
      name: 'เซ็ตคู่ ลด 20%',
      product_id: sellable.id,
      product_name: sellable.name,
      product_pn: sellable.pn,
      items: [
        { product_id: a.id, product_name: a.name, sku: a.sku, barcode: a.barcode, quantity: 2 },
        { product_id: b.id, product_name: b.name, sku: b.sku, barcode: b.barcode, quantity: 1 },
      ],
      created_at: expect.any(String),
    });
    const row = await root.pickupProfile.findUniqueOrThrow({
      where: { id: res.body.Datum.id },
      include: { items: true },
    });
    expect(row).toMatchObject({ enterpriseId: shop.id, active: true, productId: sellable.id });
    expect(row.items.every((i) => i.enterpriseId === shop.id)).toBe(true);
    const audit = await root.auditLog.findFirst({
      where: { action: 'pickupProfile.create', entityId: String(row.id) },
    });
    expect(audit?.actorId).toBe(shop.adminId);
  });

  it('creates a bundle without a sellable product', async () => {
    const res = await create(shop.admin, {
      name: 'ชุดของแถม',
      items: [{ product_id: a.id, quantity: 3 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.Datum).toMatchObject({ product_id: null, product_name: null });
  });

  it('refuses a bundle without items, a quantity under 1, a product twice, no name', async () => {
    const wrong: Array<[unknown, string]> = [
      [{ name: 'x', items: [] }, 'body.items'],
      [{ name: 'x' }, 'body.items'],
      [{ name: 'x', items: [{ product_id: a.id, quantity: 0 }] }, 'body.items.0.quantity'],
      [{ name: 'x', items: [{ product_id: a.id, quantity: 1.5 }] }, 'body.items.0.quantity'],
      [{ name: 'x', items: [{ product_id: a.id, quantity: -1 }] }, 'body.items.0.quantity'],
      [
        {
          name: 'x',
          items: [
            { product_id: a.id, quantity: 1 },
            { product_id: a.id, quantity: 2 },
          ],
        },
        'body.items',
      ],
      [{ name: '  ', items: [{ product_id: a.id, quantity: 1 }] }, 'body.name'],
      [
        { name: 'x', product_id: 'abc', items: [{ product_id: a.id, quantity: 1 }] },
        'body.product_id',
      ],
    ];
    for (const [body, field] of wrong) {
      const res = await create(shop.admin, body);
      expect([res.status, res.body.Msg], JSON.stringify(body)).toEqual([
        400,
        'common.invalidParameter',
      ]);
      expect(res.body.Cause).toContain(field);
    }
  });

  it("refuses another enterprise's or an archived warehouse product, and an unknown sellable one", async () => {
    for (const id of [foreign.id, archived.id, 2_000_000_000]) {
      const res = await create(shop.admin, { name: 'x', items: [{ product_id: id, quantity: 1 }] });
      expect([res.status, res.body.Msg], String(id)).toEqual([404, 'inventory.itemNotFound']);
    }
    const theirSellable = await addSellable(other, null);
    for (const productId of [theirSellable.id, 2_000_000_000]) {
      const res = await create(shop.admin, {
        name: 'x',
        product_id: productId,
        items: [{ product_id: a.id, quantity: 1 }],
      });
      expect([res.status, res.body.Msg]).toEqual([404, 'common.notFound']);
    }
    expect(await root.pickupProfile.count({ where: { enterpriseId: shop.id, name: 'x' } })).toBe(0);
  });

  it('keeps one live bundle per sellable product, also for requests at the same moment', async () => {
    const sellable = await addSellable(shop, null);
    const body = {
      name: 'โปรเดียว',
      product_id: sellable.id,
      items: [{ product_id: a.id, quantity: 1 }],
    };
    const results = await Promise.all([0, 1, 2, 3].map(() => create(shop.admin, body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.Msg).toBe('pickup.duplicateProduct');
    expect(
      await root.pickupProfile.count({ where: { productId: sellable.id, active: true } }),
    ).toBe(1);
    // Retiring the bundle frees the product.
    const live = results.find((r) => r.status === 201)!.body.Datum;
    const del = await call('DELETE', `/api/v1/wms/profile/pickup/${live.id}`, {
      token: shop.admin,
    });
    expect(del.status).toBe(200);
    const again = await create(shop.admin, body);
    expect(again.status).toBe(201);
  });

  it('needs wms level 2 to create', async () => {
    const body = { name: 'y', items: [{ product_id: a.id, quantity: 1 }] };
    expect((await create(shop.viewer, body)).status).toBe(403);
    expect((await create(shop.outsider, body)).status).toBe(403);
    expect((await call('POST', '/api/v1/wms/profile/pickup/create', { body })).status).toBe(401);
  });
});

describe('list and delete', () => {
  let first: PickupProfile;
  let second: PickupProfile;
  let sellable: { id: number; pn: string; name: string };

  beforeAll(async () => {
    const shop2 = shop;
    sellable = await addSellable(shop2, null);
    first = (
      await create(shop2.admin, {
        name: 'โปรหน้าร้อน',
        product_id: sellable.id,
        items: [{ product_id: b.id, quantity: 4 }],
      })
    ).body.Datum;
    second = (
      await create(shop2.admin, { name: 'โปรหน้าฝน', items: [{ product_id: a.id, quantity: 1 }] })
    ).body.Datum;
  });

  it('lists live bundles newest first with their items, for wms readers', async () => {
    const res = await listOf(shop.viewer, '?limit=100');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const live = await root.pickupProfile.count({ where: { enterpriseId: shop.id, active: true } });
    expect(res.body).toMatchObject({ Msg: 'common.success', total: live, page: 1, limit: 100 });
    expect(res.body.data.slice(0, 2).map((p) => p.id)).toEqual([second.id, first.id]);
    expect(res.body.data.find((p) => p.id === first.id)).toEqual(first);
    const stamps = res.body.data.map((p) => Date.parse(p.created_at));
    expect(stamps).toEqual([...stamps].sort((x, y) => y - x));
  });

  it('searches by bundle name and by the product’s name or SKU, filters by product, pages', async () => {
    const byName = await listOf(shop.admin, `?q=${encodeURIComponent('หน้าร้อน')}`);
    expect(byName.body.data.map((p) => p.id)).toEqual([first.id]);
    const byPn = await listOf(shop.admin, `?q=${encodeURIComponent(sellable.pn.toLowerCase())}`);
    expect(byPn.body.data.map((p) => p.id)).toEqual([first.id]);
    const byProduct = await listOf(shop.admin, `?product_id=${sellable.id}`);
    expect(byProduct.body.data.map((p) => p.id)).toEqual([first.id]);
    const page = await listOf(shop.admin, '?limit=1&page=2');
    expect(page.body).toMatchObject({ page: 2, limit: 1 });
    expect(page.body.data.map((p) => p.id)).toEqual([first.id]);
    expect((await listOf(shop.admin, '?limit=0')).status).toBe(400);
  });

  it("shows and deletes only the enterprise's own bundles", async () => {
    const theirs = await listOf(other.admin, '?limit=100');
    expect(theirs.body).toMatchObject({ total: 0, data: [] });
    const foreignDelete = await call('DELETE', `/api/v1/wms/profile/pickup/${first.id}`, {
      token: other.admin,
    });
    expect([foreignDelete.status, foreignDelete.body.Msg]).toEqual([404, 'common.notFound']);
    expect((await listOf(shop.outsider)).status).toBe(403);
  });

  it('deletes (retires) a bundle: gone from the list, a second delete is 404', async () => {
    expect(
      (await call('DELETE', `/api/v1/wms/profile/pickup/${second.id}`, { token: shop.viewer }))
        .status,
    ).toBe(403);
    const res = await call<Envelope<{ id: number }>>(
      'DELETE',
      `/api/v1/wms/profile/pickup/${second.id}`,
      { token: shop.admin },
    );
    expect([res.status, res.body.Msg, res.body.Datum]).toEqual([
      200,
      'common.deleteSuccess',
      { id: second.id },
    ]);
    const after = await listOf(shop.admin, '?limit=100');
    expect(after.body.data.map((p) => p.id)).not.toContain(second.id);
    expect(await root.pickupProfile.findUnique({ where: { id: second.id } })).toMatchObject({
      active: false,
    });
    for (const id of [second.id, 2_000_000_000]) {
      const again = await call('DELETE', `/api/v1/wms/profile/pickup/${id}`, { token: shop.admin });
      expect([again.status, again.body.Msg]).toEqual([404, 'common.notFound']);
    }
  });
});
