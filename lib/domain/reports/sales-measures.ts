import { Prisma } from '@/lib/generated/prisma/client';
import { rollupWhere, type Filters } from '@/lib/domain/reports/rollup-where';
import type { ReportDays } from '@/lib/domain/reports/report-query';

// The sales measures of any grouping, summed from the rollups in one statement with the
// rows' ranks, the count before paging and the totals (docs/reports.md, Measures):
//   orders, quantity, amount (net sales), discount, shipping, cost, profit, cost_estimated.
// Order grain reads report_order_days (each order once); product grain, or any grouping
// filtered to one product, reads report_product_days (orders holding the product, their
// share of net sales; no discount or shipping). Cost of units not packed yet is priced at
// today's cost (product_costs_now, joined to every product a report prices at once) and
// marks the row estimated. Cost is rounded per row and the totals add the rounded rows, so a
// total is the sum of what the rows show.

/** Rollup columns a report groups by (fixed names, never user input). */
export type RollupKey =
  | 'day'
  | 'status'
  | 'sale_channel_id'
  | 'team_id'
  | 'staff_user_id'
  | 'platform'
  | 'platform_shop_id'
  | 'payment_type'
  | 'product_id';

export interface MeasureOptions {
  /** Only these statuses (commission: 122 and 130); default every status but cancelled. */
  statuses?: readonly number[];
  /** Product grain: only products this subquery lists (e.g. promotion bundles). */
  productsIn?: Prisma.Sql;
  /** One page of the ranked rows; default all. */
  page?: { limit: number; offset: number };
}

export interface MeasureRow {
  orders: number;
  quantity: number;
  amount: string;
  discount: string | null;
  shipping: string | null;
  cost: string;
  profit: string;
  cost_estimated: boolean;
  rn: number | null;
  count_all: number;
  t_orders: number;
  t_quantity: number;
  t_amount: string;
  t_discount: string | null;
  t_shipping: string | null;
  t_cost: string;
  t_profit: string;
  t_estimated: boolean;
}

const cols = (keys: readonly RollupKey[], alias?: string) =>
  Prisma.raw(keys.map((k) => (alias ? `${alias}.${k}` : k)).join(', '));

function orderGrain(
  e: number,
  days: ReportDays,
  f: Filters,
  keys: readonly RollupKey[],
  o: MeasureOptions,
) {
  const where = rollupWhere(e, days, f, { productTable: false, statuses: o.statuses });
  const whereProducts = rollupWhere(e, days, f, { productTable: true, statuses: o.statuses });
  return Prisma.sql`
    g AS (
      SELECT ${cols(keys, 'r')}, sum(r.orders)::int AS orders, sum(r.units)::int AS quantity,
             sum(r.items_amount - r.discount) AS amount, sum(r.discount) AS discount,
             sum(r.shipping) AS shipping, sum(r.cost_known) AS cost_known
        FROM report_order_days r
       WHERE ${where}
       GROUP BY ${cols(keys, 'r')}
      HAVING sum(r.orders) <> 0
    ), u AS (
      SELECT ${cols(keys, 'r')}, r.product_id AS uncosted_product_id,
             sum(r.units_uncosted)::int AS units
        FROM report_product_days r
       WHERE ${whereProducts} AND r.units_uncosted <> 0
       GROUP BY ${cols(keys, 'r')}, r.product_id
      HAVING sum(r.units_uncosted) <> 0
    ), est AS (
      SELECT ${cols(keys, 'u')}, sum(u.units * COALESCE(c.cost, 0)) AS cost
        FROM u LEFT JOIN product_costs_now(${e}) c ON c.product_id = u.uncosted_product_id
       GROUP BY ${cols(keys, 'u')}
    ), m AS (
      SELECT g.*, round(g.cost_known + COALESCE(est.cost, 0), 2) AS cost,
             est.cost IS NOT NULL AS cost_estimated
        FROM g LEFT JOIN est USING (${cols(keys)})
    )`;
}

function productGrain(
  e: number,
  days: ReportDays,
  f: Filters,
  keys: readonly RollupKey[],
  o: MeasureOptions,
) {
  const only = o.productsIn ? Prisma.sql` AND r.product_id IN (${o.productsIn})` : Prisma.empty;
  const where = Prisma.sql`${rollupWhere(e, days, f, { productTable: true, statuses: o.statuses })}${only}`;
  const product = keys.includes('product_id')
    ? Prisma.sql`g.product_id`
    : Prisma.sql`${f.product_id ?? 0}::int`;
  return Prisma.sql`
    g AS (
      SELECT ${cols(keys, 'r')}, sum(r.orders)::int AS orders, sum(r.units)::int AS quantity,
             sum(r.amount) AS amount, NULL::numeric AS discount, NULL::numeric AS shipping,
             sum(r.cost_known) AS cost_known, sum(r.units_uncosted)::int AS units_uncosted
        FROM report_product_days r
       WHERE ${where}
       GROUP BY ${cols(keys, 'r')}
      HAVING sum(r.orders) <> 0
    ), m AS (
      SELECT g.*,
             round(g.cost_known + CASE WHEN g.units_uncosted <> 0
                                       THEN g.units_uncosted * COALESCE(c.cost, 0)
                                       ELSE 0 END, 2) AS cost,
             g.units_uncosted <> 0 AS cost_estimated
        FROM g LEFT JOIN product_costs_now(${e}) c ON c.product_id = ${product}
    )`;
}

/**
 * `WITH ... ranked AS (...)`: the measures grouped by `keys`, ranked by net sales (largest
 * first), with `rn`, `count_all` and the `t_*` totals; select from `ranked` and join the
 * names. The keys must include product_id, or the filters name one product, for product
 * grain (any report filtered by product counts the product's lines).
 */
export function measuresSql(
  e: number,
  days: ReportDays,
  f: Filters,
  keys: readonly RollupKey[],
  grain: 'order' | 'product',
  o: MeasureOptions = {},
): Prisma.Sql {
  const byProduct = grain === 'product' || f.product_id !== undefined;
  if (byProduct && !keys.includes('product_id') && f.product_id === undefined)
    throw new Error('product grain needs product_id among the keys or in the filters');
  const base = byProduct ? productGrain(e, days, f, keys, o) : orderGrain(e, days, f, keys, o);
  return Prisma.sql`
    WITH ${base}, ranked AS (
      SELECT m.*, m.amount - m.cost AS profit,
             row_number() OVER (ORDER BY m.amount DESC, m.quantity DESC, ${cols(keys, 'm')}) AS rn
        FROM m
    ), paged AS (
      SELECT * FROM ranked ORDER BY rn
      ${o.page ? Prisma.sql`LIMIT ${o.page.limit} OFFSET ${o.page.offset}` : Prisma.empty}
    ), tot AS (
      SELECT count(*) AS count_all, sum(orders) AS t_orders, sum(quantity) AS t_quantity,
             sum(amount) AS t_amount, sum(discount) AS t_discount, sum(shipping) AS t_shipping,
             sum(cost) AS t_cost, bool_or(cost_estimated) AS t_estimated
        FROM m
    )`;
}

/**
 * The measure columns of `paged p` and the totals of `tot`, as the answer's types (money
 * as text). Select `FROM tot LEFT JOIN paged p ON TRUE`: a page past the last row still
 * answers the totals, in one row whose rn is null.
 */
export const MEASURE_COLUMNS = Prisma.sql`
  p.rn::int AS rn, p.orders, p.quantity, p.amount::text AS amount, p.discount::text AS discount,
  p.shipping::text AS shipping, p.cost::text AS cost, p.profit::text AS profit, p.cost_estimated,
  tot.count_all::int AS count_all, COALESCE(tot.t_orders, 0)::int AS t_orders,
  COALESCE(tot.t_quantity, 0)::int AS t_quantity, COALESCE(tot.t_amount, 0)::numeric(16, 2)::text AS t_amount,
  tot.t_discount::numeric(16, 2)::text AS t_discount, tot.t_shipping::numeric(16, 2)::text AS t_shipping,
  COALESCE(tot.t_cost, 0)::numeric(16, 2)::text AS t_cost,
  (COALESCE(tot.t_amount, 0) - COALESCE(tot.t_cost, 0))::numeric(16, 2)::text AS t_profit,
  COALESCE(tot.t_estimated, false) AS t_estimated`;
