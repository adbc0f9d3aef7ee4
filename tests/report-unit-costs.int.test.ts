// Today's unit cost of every product of an enterprise (product_costs_now, migration
// report_reads, joined by the reports) against the one-product rule the reports priced with
// before (product_unit_cost_now): a promotion bundle (its items' moving averages x
// quantities, rounded to 4 places), a retired bundle (not counted), a product of a warehouse
// product, one without (left out: 0), another enterprise's product, the "none" product 0.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';

const root = prisma();
let e = 0;
let other = 0;
const products: number[] = [];

const id = async (sql: Promise<Array<{ id: number }>>) => (await sql)[0]!.id;

beforeAll(async () => {
  const tag = randomInt(36 ** 5).toString(36);
  e = (await root.enterprise.create({ data: { code: `unit-costs-${tag}`, name: 'Costs' } })).id;
  other = (await root.enterprise.create({ data: { code: `unit-costs-o-${tag}`, name: 'Other' } }))
    .id;
  const wms = async (enterprise: number, sku: string, cost: string) =>
    id(root.$queryRaw`
      INSERT INTO wms_products (enterprise_id, name, sku, barcode, avg_cost, updated_at)
      VALUES (${enterprise}, ${sku}, ${sku}, ${`${sku}-${tag}`}, ${cost}::numeric, now())
      RETURNING id`);
  const product = async (enterprise: number, pn: string, wmsId: number | null) =>
    id(root.$queryRaw`
      INSERT INTO products (enterprise_id, pn, name, price, wms_product_id, updated_at)
      VALUES (${enterprise}, ${pn}, ${pn}, 100, ${wmsId}, now()) RETURNING id`);
  const bundle = async (productId: number, active: boolean, items: Array<[number, number]>) => {
    const profile = await id(root.$queryRaw`
      INSERT INTO pickup_profiles (enterprise_id, name, product_id, active, updated_at)
      VALUES (${e}, 'ชุดโปร', ${productId}, ${active}, now()) RETURNING id`);
    for (const [wmsId, quantity] of items)
      await root.$executeRaw`
        INSERT INTO pickup_profile_items (enterprise_id, pickup_profile_id, wms_product_id, quantity)
        VALUES (${e}, ${profile}, ${wmsId}, ${quantity})`;
  };
  const a = await wms(e, 'WA', '12.3456');
  const b = await wms(e, 'WB', '0.3333');
  const c = await wms(other, 'WC', '99.0000');
  const single = await product(e, 'P-SINGLE', a);
  const plain = await product(e, 'P-PLAIN', null);
  const promo = await product(e, 'P-PROMO', b);
  const retired = await product(e, 'P-RETIRED', b);
  const foreign = await product(other, 'P-OTHER', c);
  await bundle(promo, true, [
    [a, 2],
    [b, 3],
  ]);
  await bundle(retired, false, [[a, 5]]);
  products.push(single, plain, promo, retired, foreign, 0);
});

afterAll(async () => {
  for (const enterprise of [e, other].filter(Boolean)) {
    await root.$executeRaw`DELETE FROM pickup_profile_items WHERE enterprise_id = ${enterprise}`;
    await root.$executeRaw`DELETE FROM pickup_profiles WHERE enterprise_id = ${enterprise}`;
    await root.$executeRaw`DELETE FROM products WHERE enterprise_id = ${enterprise}`;
    await root.$executeRaw`DELETE FROM wms_products WHERE enterprise_id = ${enterprise}`;
    await root.$executeRaw`DELETE FROM enterprises WHERE id = ${enterprise}`;
  }
});

describe('product_costs_now', () => {
  it('prices every product as product_unit_cost_now does (0 when left out)', async () => {
    const many = await root.$queryRaw<Array<{ product_id: number; cost: string }>>`
      SELECT p AS product_id, COALESCE(c.cost, 0)::text AS cost
        FROM unnest(${products}::int[]) AS p
        LEFT JOIN product_costs_now(${e}) c ON c.product_id = p
       ORDER BY 1`;
    const one = await root.$queryRaw<Array<{ product_id: number; cost: string }>>`
      SELECT p AS product_id, product_unit_cost_now(${e}, p)::text AS cost
        FROM unnest(${products}::int[]) AS p ORDER BY 1`;
    expect(many.map((r) => [r.product_id, Number(r.cost)])).toEqual(
      one.map((r) => [r.product_id, Number(r.cost)]),
    );
    const listed = await root.$queryRaw<Array<{ product_id: number }>>`
      SELECT product_id FROM product_costs_now(${e}) ORDER BY 1`;
    expect(listed.map((r) => r.product_id)).toEqual(
      [products[0]!, products[2]!, products[3]!].sort((a, b) => a - b),
    );
    const cost = (p: number) => Number(many.find((r) => r.product_id === p)!.cost);
    const [single, plain, promo, retired, foreign] = products as [
      number,
      number,
      number,
      number,
      number,
    ];
    expect(cost(single)).toBe(12.3456);
    expect(cost(promo)).toBe(25.6911); // 2 x 12.3456 + 3 x 0.3333, rounded to 4 places
    expect(cost(retired)).toBe(0.3333); // a retired bundle: its own warehouse product
    expect(cost(plain)).toBe(0);
    expect(cost(foreign)).toBe(0);
    expect(cost(0)).toBe(0);
  });
});
