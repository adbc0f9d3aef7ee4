// The one product search (lib/domain/catalog/product-search.ts) behind every product picker
// and product list, against the real database: a word of the name, the start of the SKU
// or of the barcode, in any case, on the warehouse calls (the stock forms' picker, the
// balances of /wms/inventory, the summaries) as on the order form's lookup and the
// catalogue; words in any order; the best match first for a picker; and the plan (the
// trigram and barcode prefix indexes, no sequential scan).
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { productSearchSql } from '@/lib/domain/catalog/product-search';
import { call, loginAs } from './helpers/api';
import { addProduct, inventoryShop } from './helpers/inventory-fixtures';

const root = prisma();
const tag = randomBytes(3).toString('hex').toUpperCase();

interface ListBody<T> {
  Msg: string;
  data: T[];
  total: number;
}

/** A product search call and how its rows name their SKU. */
interface SearchCall {
  name: string;
  url: (q: string) => string;
  sku: (row: Record<string, unknown>) => string;
}

const q = encodeURIComponent;
const bySku = (row: Record<string, unknown>) => String(row.sku);
const byPn = (row: Record<string, unknown>) => String(row.pn);

const WAREHOUSE_CALLS: SearchCall[] = [
  { name: 'stock forms picker', url: (t) => `/api/v1/wms/product?q=${q(t)}`, sku: bySku },
  { name: '/wms/inventory', url: (t) => `/api/v1/wms/inventory?q=${q(t)}&limit=100`, sku: bySku },
  { name: 'summary v1', url: (t) => `/api/v1/wms/inventory/summary?q=${q(t)}`, sku: bySku },
  { name: 'summary v2', url: (t) => `/api/v2/wms/inventory/summary?q=${q(t)}`, sku: bySku },
];
const SELLING_CALLS: SearchCall[] = [
  { name: 'order form lookup', url: (t) => `/api/v1/productssku?q=${q(t)}`, sku: byPn },
  { name: 'catalogue list', url: (t) => `/api/v1/products?q=${q(t)}&limit=100`, sku: byPn },
];

let staff: string;

async function skusFound(call_: SearchCall, text: string): Promise<string[]> {
  const res = await call<ListBody<Record<string, unknown>>>('GET', call_.url(text), {
    token: staff,
  });
  expect(res.status, `${call_.name} ${text}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data.map(call_.sku);
}

beforeAll(async () => {
  staff = await loginAs('staff');
});

describe('the demo products, on every product search', () => {
  // The seed's "เซรั่มวิตามินซี 30 มล." (SERUM-30, 2000000000015) and "มาสก์หน้า 10 แผ่น"
  // (MASK-10, 2000000000053).
  const cases: Array<[text: string, finds: string, notFinds: string]> = [
    ['MASK', 'MASK-10', 'SERUM-30'],
    ['mask', 'MASK-10', 'SERUM-30'],
    ['serum', 'SERUM-30', 'MASK-10'],
    ['SeRuM', 'SERUM-30', 'MASK-10'],
    ['เซรั่ม', 'SERUM-30', 'MASK-10'],
    ['มาสก์', 'MASK-10', 'SERUM-30'],
    ['ser', 'SERUM-30', 'MASK-10'],
    ['mask-1', 'MASK-10', 'SERUM-30'],
    ['200000000001', 'SERUM-30', 'MASK-10'],
    ['2000000000053', 'MASK-10', 'SERUM-30'],
  ];

  for (const call_ of [...WAREHOUSE_CALLS, ...SELLING_CALLS]) {
    it(`${call_.name}: a word of the name, the start of the SKU or barcode, any case`, async () => {
      for (const [text, finds, notFinds] of cases) {
        const skus = await skusFound(call_, text);
        expect(skus, `${call_.name} "${text}"`).toContain(finds);
        expect(skus, `${call_.name} "${text}"`).not.toContain(notFinds);
      }
    });
  }

  it('takes the words of the name in any order, each anywhere; all of them must be there', async () => {
    for (const call_ of [...WAREHOUSE_CALLS, ...SELLING_CALLS]) {
      expect(await skusFound(call_, 'spf50 ครีม'), call_.name).toContain('CREAM-50');
      expect(await skusFound(call_, 'วิตามินซี   เซรั่ม'), call_.name).toContain('SERUM-30');
      const both = await skusFound(call_, 'เซรั่ม มาสก์');
      expect(both, call_.name).not.toContain('SERUM-30');
      expect(both, call_.name).not.toContain('MASK-10');
    }
  });

  it('matches a SKU or barcode from its start, not from its middle', async () => {
    for (const call_ of [...WAREHOUSE_CALLS, ...SELLING_CALLS]) {
      expect(await skusFound(call_, 'ASK-10'), call_.name).not.toContain('MASK-10');
      expect(await skusFound(call_, '0000000053'), call_.name).not.toContain('MASK-10');
    }
  });
});

describe("the stock forms' picker puts the best match first", () => {
  it('the SKU typed whole, then SKUs starting with it, though newer products start with it too', async () => {
    const shop = await inventoryShop();
    const base = `Z${tag}`;
    const exact = await addProduct(shop, { sku: `${base}-1`, name: 'ตัวที่ตรงทุกตัว' });
    for (let i = 0; i < 12; i++) await addProduct(shop, { sku: `${base}-1${i}` });
    const byName = await addProduct(shop, { name: `มีคำว่า ${base}-1 ในชื่อ` });
    const res = await call<ListBody<{ id: number; sku: string }>>(
      'GET',
      `/api/v1/wms/product?q=${q(`${base}-1`.toLowerCase())}&limit=5`,
      { token: shop.admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(14);
    expect(res.body.data[0]!.id).toBe(exact.id);
    expect(res.body.data.slice(1).every((r) => r.sku.startsWith(`${base}-1`))).toBe(true);
    const last = await call<ListBody<{ id: number }>>(
      'GET',
      `/api/v1/wms/product?q=${q(`${base}-1`)}&limit=5&page=3`,
      { token: shop.admin },
    );
    // The name-only match comes after every SKU match.
    expect(last.body.data.map((r) => r.id)).toHaveLength(4);
    expect(last.body.data.at(-1)!.id).toBe(byName.id);
    // A sort asked for is kept.
    const sorted = await call<ListBody<{ id: number; sku: string }>>(
      'GET',
      `/api/v1/wms/product?q=${q(base)}&sort=-sku&limit=100`,
      { token: shop.admin },
    );
    const skus = sorted.body.data.map((r) => r.sku);
    expect(skus).toEqual([...skus].sort().reverse());
  });

  it('exports what the search finds, and nothing of another enterprise', async () => {
    const shop = await inventoryShop();
    const other = await inventoryShop();
    const mine = await addProduct(shop, { name: `น้ำมันมะพร้าว ${tag}` });
    await addProduct(other, { name: `น้ำมันมะพร้าว ${tag}` });
    const list = await call<ListBody<{ id: number }>>(
      'GET',
      `/api/v1/wms/product?q=${q(`มะพร้าว ${tag.toLowerCase()}`)}`,
      { token: shop.admin },
    );
    expect(list.body.data.map((r) => r.id)).toEqual([mine.id]);
    const csv = await call('GET', `/api/v1/wms/product/export?format=csv&q=${q(`มะพร้าว ${tag}`)}`, {
      token: shop.admin,
    });
    expect(csv.status).toBe(200);
    const lines = csv.bytes.toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(mine.barcode);
  });
});

describe('the search plan on warehouse products', () => {
  it('goes through the trigram and barcode prefix indexes (no sequential scan) on a big, analysed table', async () => {
    const shop = await root.enterprise.create({
      data: { code: `wplan-${tag.toLowerCase()}`, name: `WPlan ${tag}` },
    });
    await root.$executeRaw`
      INSERT INTO wms_products (enterprise_id, name, sku, barcode, updated_at)
      SELECT ${shop.id}, 'สินค้าแผน ' || md5(g::text), 'WPLAN-' || g, (8850000000000 + g)::text, now()
        FROM generate_series(1, 6000) AS g`;
    await root.$executeRaw`ANALYZE wms_products`;
    const plans: string[] = [];
    for (const text of ['WPLAN-12', 'wplan-599', 'a1b2', 'ผนa', '88500000012']) {
      const search = productSearchSql(text, { alias: 'p', sku: 'sku', enterpriseId: shop.id })!;
      const rows = await root.$queryRaw<Array<{ 'QUERY PLAN': string }>>(
        Prisma.sql`EXPLAIN SELECT p.id FROM wms_products p
                    WHERE p.enterprise_id = ${shop.id} AND ${search}`,
      );
      plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on wms_products/);
      expect(plan).toMatch(/wms_products_(name|sku)_trgm/);
      expect(plan).toMatch(/wms_products_barcode_prefix_idx/);
    }
  });
});
