// Platform products and their mapping to our products (PUT /api/v1/products/platform/{id};
// the list behind /admin/product/{platform} with its initial filter: status 0, mapping
// status 2, page 1). The platform sync does not exist yet, so this file writes its own
// shops and platform products.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { PLATFORM_PRODUCT_INITIAL_FILTER, platformFromSlug } from '@/lib/domain/catalog/schemas';
import { call, loginAs } from './helpers/api';

const root = prisma();
const tag = randomBytes(3).toString('hex');

interface PlatformProduct {
  id: number;
  platform: number;
  shop_id: string;
  shop_name: string;
  seller_sku: string | null;
  name: string;
  price: string | null;
  status: number;
  mapping_status: number;
  product_id: number | null;
  product: { id: number; pn: string; name: string } | null;
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
let secondId: number;
let serumId: number;
let secondProductId: number;
const pp: Record<'activeA' | 'activeB' | 'inactive' | 'mapped' | 'shopee' | 'second', number> = {
  activeA: 0,
  activeB: 0,
  inactive: 0,
  mapped: 0,
  shopee: 0,
  second: 0,
};
const tiktokShop = `tt-${tag}`;

const listUrl = (params: Record<string, string | number>) =>
  `/api/v1/products/platform?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

beforeAll(async () => {
  [admin, admin2, staff] = await Promise.all([
    loginAs('admin'),
    loginAs('admin2'),
    loginAs('staff'),
  ]);
  demoId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
  secondId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'second-shop' } })).id;
  serumId = (
    await root.product.findFirstOrThrow({ where: { enterpriseId: demoId, pn: 'SERUM-30' } })
  ).id;
  secondProductId = (
    await root.product.create({
      data: { enterpriseId: secondId, pn: `S2-${tag}`, name: 'สินค้าร้านสอง' },
    })
  ).id;
  const tiktok = await root.platformShop.create({
    data: { enterpriseId: demoId, platform: 2, shopId: tiktokShop, name: `TikTok ${tag}` },
  });
  const tiktok2 = await root.platformShop.create({
    data: { enterpriseId: demoId, platform: 2, shopId: `tt2-${tag}`, name: `TikTok สอง ${tag}` },
  });
  const shopee = await root.platformShop.create({
    data: { enterpriseId: demoId, platform: 3, shopId: `sp-${tag}`, name: `Shopee ${tag}` },
  });
  const secondShop = await root.platformShop.create({
    data: { enterpriseId: secondId, platform: 2, shopId: `tt-second-${tag}`, name: 'ร้านสอง' },
  });
  const make = async (
    shop: { id: number; enterpriseId: number; platform: number },
    item: string,
    over: Record<string, unknown> = {},
  ) =>
    (
      await root.platformProduct.create({
        data: {
          enterpriseId: shop.enterpriseId,
          platformShopId: shop.id,
          platform: shop.platform,
          platformItemId: item,
          platformSkuId: '0',
          sellerSku: `SELLER-${item}`,
          name: `สินค้าแพลตฟอร์ม ${tag} ${item}`,
          price: '199.00',
          stock: 5,
          ...over,
        },
      })
    ).id;
  pp.activeA = await make(tiktok, 'A');
  pp.activeB = await make(tiktok2, 'B');
  pp.inactive = await make(tiktok, 'C', { status: 1 });
  pp.mapped = await make(tiktok, 'D', { mappingStatus: 1, productId: serumId });
  pp.shopee = await make(shopee, 'E');
  pp.second = await make(secondShop, 'F');
});

describe('GET /api/v1/products/platform', () => {
  it("answers the screen's initial filter (status 0, not mapped, page 1) for one platform", async () => {
    expect(PLATFORM_PRODUCT_INITIAL_FILTER).toEqual({ status: 0, mapping_status: 2, page: 1 });
    const res = await call<ListBody<PlatformProduct>>(
      'GET',
      listUrl({
        platform: platformFromSlug('tiktok')!,
        ...PLATFORM_PRODUCT_INITIAL_FILTER,
        q: tag,
      }),
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.id).sort()).toEqual([pp.activeA, pp.activeB].sort());
    expect(res.body).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(res.body.data.find((r) => r.id === pp.activeA)).toMatchObject({
      platform: 2,
      shop_id: tiktokShop,
      seller_sku: 'SELLER-A',
      price: '199.00',
      status: 0,
      mapping_status: 2,
      product: null,
    });
  });

  it('filters by shop, status and mapping status ("all" or absent: any), and searches name or seller SKU', async () => {
    const ids = async (params: Record<string, string | number>) =>
      (
        await call<ListBody<PlatformProduct>>('GET', listUrl({ q: tag, ...params }), {
          token: staff,
        })
      ).body.data
        .map((r) => r.id)
        .sort();
    expect(
      await ids({ platform: 2, shop_id: tiktokShop, status: 'all', mapping_status: 'all' }),
    ).toEqual([pp.activeA, pp.inactive, pp.mapped].sort());
    expect(await ids({ platform: 2, status: 1 })).toEqual([pp.inactive]);
    expect(await ids({ platform: 2, mapping_status: 1 })).toEqual([pp.mapped]);
    expect(await ids({ platform: 3 })).toEqual([pp.shopee]);
    expect(await ids({})).toEqual(
      [pp.activeA, pp.activeB, pp.inactive, pp.mapped, pp.shopee].sort(),
    );
    const bySku = await call<ListBody<PlatformProduct>>('GET', listUrl({ q: 'seller-e' }), {
      token: admin,
    });
    expect(bySku.body.data.map((r) => r.id)).toContain(pp.shopee);
    const mapped = await call<ListBody<PlatformProduct>>(
      'GET',
      listUrl({ q: tag, mapping_status: 1 }),
      { token: admin },
    );
    expect(mapped.body.data[0]!.product).toMatchObject({ id: serumId, pn: 'SERUM-30' });
  });

  it('refuses unknown platform, status or mapping status codes with 400', async () => {
    for (const params of [
      { platform: 6 },
      { status: 4 },
      { mapping_status: 0 },
      { status: 'x' },
    ] as Array<Record<string, string | number>>) {
      const res = await call('GET', listUrl(params), { token: admin });
      expect([res.status, res.body.Msg], JSON.stringify(params)).toEqual([
        400,
        'common.invalidParameter',
      ]);
    }
  });

  it('maps the URL names of the platforms to the spec codes', () => {
    expect(['own', 'tiktok', 'shopee', 'lazada', 'line', 'pancake'].map(platformFromSlug)).toEqual([
      1, 2, 3, 4, 5, 8,
    ]);
    expect(platformFromSlug('TikTok')).toBe(2);
    expect(platformFromSlug('facebook')).toBeNull();
    expect(platformFromSlug('constructor')).toBeNull();
  });
});

describe('PUT /api/v1/products/platform/{id}', () => {
  it('maps to one of our products (mapping status 1), unmaps with null (2), writing the audit log', async () => {
    const res = await call<{ Msg: string; Datum: PlatformProduct }>(
      'PUT',
      `/api/v1/products/platform/${pp.activeA}`,
      { token: staff, body: { product_id: serumId } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Msg).toBe('common.editSuccess');
    expect(res.body.Datum).toMatchObject({
      product_id: serumId,
      mapping_status: 1,
      product: { id: serumId, pn: 'SERUM-30' },
    });
    expect(
      await root.platformProduct.findUniqueOrThrow({ where: { id: pp.activeA } }),
    ).toMatchObject({ productId: serumId, mappingStatus: 1 });
    const got = await call<{ Datum: PlatformProduct }>(
      'GET',
      `/api/v1/products/platform/${pp.activeA}`,
      { token: admin },
    );
    expect(got.body.Datum.product_id).toBe(serumId);

    const unmap = await call<{ Datum: PlatformProduct }>(
      'PUT',
      `/api/v1/products/platform/${pp.activeA}`,
      { token: admin, body: { product_id: null } },
    );
    expect(unmap.body.Datum).toMatchObject({ product_id: null, mapping_status: 2, product: null });
    const audits = await root.auditLog.findMany({
      where: { entity: 'platform_product', entityId: String(pp.activeA) },
      orderBy: { id: 'asc' },
    });
    expect(audits.map((a) => a.action)).toEqual(['platformProduct.map', 'platformProduct.unmap']);
    expect(audits[0]!.after).toMatchObject({ product_id: serumId, mapping_status: 1 });
  });

  it("answers 404 for a product of another enterprise or none, and platformProduct.notFound for another enterprise's listing", async () => {
    for (const productId of [secondProductId, 999999999]) {
      const res = await call('PUT', `/api/v1/products/platform/${pp.activeB}`, {
        token: admin,
        body: { product_id: productId },
      });
      expect([res.status, res.body.Msg]).toEqual([404, 'common.notFound']);
    }
    expect(
      (await root.platformProduct.findUniqueOrThrow({ where: { id: pp.activeB } })).mappingStatus,
    ).toBe(2);
    for (const [method, body] of [
      ['PUT', { product_id: serumId }],
      ['GET', undefined],
    ] as const) {
      const res = await call(method, `/api/v1/products/platform/${pp.second}`, {
        token: admin,
        body,
      });
      expect([res.status, res.body.Msg], method).toEqual([404, 'platformProduct.notFound']);
    }
  });

  it('refuses a bad body with 400 and callers without product level 2 with 403', async () => {
    for (const body of [{}, { product_id: 'x' }, { product_id: 0 }, { product_id: 1.5 }]) {
      const res = await call('PUT', `/api/v1/products/platform/${pp.activeB}`, {
        token: admin,
        body,
      });
      expect([res.status, res.body.Msg], JSON.stringify(body)).toEqual([
        400,
        'common.invalidParameter',
      ]);
    }
    const delivery = await loginAs('delivery');
    const res = await call('PUT', `/api/v1/products/platform/${pp.activeB}`, {
      token: delivery,
      body: { product_id: serumId },
    });
    expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
  });
});

describe('tenancy', () => {
  it('shows Second Shop only its own platform products, and lets it map only to its own products', async () => {
    const theirs = await call<ListBody<PlatformProduct>>('GET', listUrl({ q: tag }), {
      token: admin2,
    });
    expect(theirs.body.data.map((r) => r.id)).toEqual([pp.second]);
    const ours = await call('PUT', `/api/v1/products/platform/${pp.activeB}`, {
      token: admin2,
      body: { product_id: secondProductId },
    });
    expect([ours.status, ours.body.Msg]).toEqual([404, 'platformProduct.notFound']);
    const cross = await call('PUT', `/api/v1/products/platform/${pp.second}`, {
      token: admin2,
      body: { product_id: serumId },
    });
    expect([cross.status, cross.body.Msg]).toEqual([404, 'common.notFound']);
    const own = await call<{ Datum: PlatformProduct }>(
      'PUT',
      `/api/v1/products/platform/${pp.second}`,
      { token: admin2, body: { product_id: secondProductId } },
    );
    expect(own.body.Datum).toMatchObject({ product_id: secondProductId, mapping_status: 1 });
  });
});
