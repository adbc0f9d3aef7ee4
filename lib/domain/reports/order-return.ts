import { Prisma } from '@/lib/generated/prisma/client';
import { sqlRunner, type TenantDb } from '@/lib/db';
import { reportDays, type ReportDays, type ReportQuery } from '@/lib/domain/reports/report-query';
import type { Row } from '@/lib/domain/reports/report-answer';

// GET /api/v1/reports/orderreturn: what came back, by the day the return was received
// (closed), per product, day and reason, with good / broken / lost / other units and their
// value at the cost the units left with (the order line's packing cost; a line never
// packed: today's cost). Returns are few; the report reads them straight, by their
// (enterprise, closed_at) index, with the order filters on the returned order.

const RETURN_CLOSED = 2;

export const ORDER_RETURN_FIELDS = [
  'product_id',
  'product_pn',
  'product_name',
  'orders',
  'quantity',
  'good',
  'broken',
  'lost',
  'other',
  'amount',
  'good_amount',
  'broken_amount',
  'lost_amount',
  'other_amount',
] as const;

function valuedLines(e: number, days: ReportDays, q: ReportQuery): Prisma.Sql {
  const f: Prisma.Sql[] = [];
  if (q.sale_channel_id !== undefined) f.push(Prisma.sql`o.sale_channel_id = ${q.sale_channel_id}`);
  if (q.team_id !== undefined) f.push(Prisma.sql`COALESCE(o.team_id, 0) = ${q.team_id}`);
  if (q.user_id !== undefined) f.push(Prisma.sql`COALESCE(o.staff_user_id, 0) = ${q.user_id}`);
  if (q.platform !== undefined) f.push(Prisma.sql`o.platform = ${q.platform}`);
  if (q.shop_id !== undefined) f.push(Prisma.sql`COALESCE(o.platform_shop_id, 0) = ${q.shop_id}`);
  if (q.payment_type !== undefined) f.push(Prisma.sql`o.payment_type = ${q.payment_type}`);
  if (q.product_id !== undefined) f.push(Prisma.sql`COALESCE(rl.product_id, 0) = ${q.product_id}`);
  const filters = f.length ? Prisma.sql` AND ${Prisma.join(f, ' AND ')}` : Prisma.empty;
  return Prisma.sql`
    WITH l AS (
      SELECT rt.order_id, order_bangkok_day(rt.closed_at) AS day,
             COALESCE(NULLIF(btrim(rt.reason), ''), '') AS reason,
             COALESCE(rl.product_id, 0) AS product_id, rl.good, rl.broken, rl.lost, rl.other,
             COALESCE((SELECT sum(i.quantity * i.unit_cost) / NULLIF(sum(i.quantity), 0)
                         FROM order_items i
                        WHERE i.order_id = rt.order_id AND i.product_id = rl.product_id
                          AND i.unit_cost IS NOT NULL),
                      product_unit_cost_now(${e}, rl.product_id)) AS unit_cost
        FROM returns rt
        JOIN return_lines rl ON rl.return_id = rt.id AND rl.enterprise_id = ${e}
        JOIN orders o ON o.id = rt.order_id AND o.enterprise_id = ${e}
       WHERE rt.enterprise_id = ${e} AND rt.status = ${RETURN_CLOSED}
         AND rt.closed_at >= (${days.from}::date::timestamp AT TIME ZONE 'Asia/Bangkok')
         AND rt.closed_at < ((${days.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok')
         ${filters}
    ), v AS (
      SELECT l.*, l.good + l.broken + l.lost + l.other AS quantity,
             round(l.good * l.unit_cost, 2) AS good_amount,
             round(l.broken * l.unit_cost, 2) AS broken_amount,
             round(l.lost * l.unit_cost, 2) AS lost_amount,
             round(l.other * l.unit_cost, 2) AS other_amount
        FROM l
    )`;
}

export function orderReturnSql(e: number, q: ReportQuery, now = new Date()) {
  const days = reportDays(q, now);
  const base = valuedLines(e, days, q);
  const amount = Prisma.sql`sum(good_amount + broken_amount + lost_amount + other_amount)`;
  return {
    products: Prisma.sql`${base}, g AS (
        SELECT product_id, count(DISTINCT order_id)::int AS orders, sum(quantity)::int AS quantity,
               sum(good)::int AS good, sum(broken)::int AS broken, sum(lost)::int AS lost,
               sum(other)::int AS other, ${amount} AS amount, sum(good_amount) AS good_amount,
               sum(broken_amount) AS broken_amount, sum(lost_amount) AS lost_amount,
               sum(other_amount) AS other_amount
          FROM v GROUP BY product_id)
      SELECT NULLIF(g.product_id, 0) AS product_id, pr.pn AS product_pn, pr.name AS product_name,
             g.orders, g.quantity, g.good, g.broken, g.lost, g.other, g.amount::text AS amount,
             g.good_amount::text AS good_amount, g.broken_amount::text AS broken_amount,
             g.lost_amount::text AS lost_amount, g.other_amount::text AS other_amount
        FROM g LEFT JOIN products pr ON pr.id = g.product_id AND pr.enterprise_id = ${e}
       ORDER BY g.amount DESC, g.quantity DESC, g.product_id`,
    days: Prisma.sql`${base}
      SELECT day::text AS day, count(DISTINCT order_id)::int AS orders,
             sum(quantity)::int AS quantity, (${amount})::text AS amount
        FROM v GROUP BY day ORDER BY day`,
    reasons: Prisma.sql`${base}
      SELECT reason, count(DISTINCT order_id)::int AS orders, sum(quantity)::int AS quantity,
             (${amount})::text AS amount
        FROM v GROUP BY reason ORDER BY sum(good_amount + broken_amount + lost_amount + other_amount) DESC, reason`,
    total: Prisma.sql`${base}
      SELECT (SELECT COALESCE(sum(n), 0)::int
                FROM (SELECT count(DISTINCT order_id) AS n FROM v GROUP BY product_id) x) AS orders,
             COALESCE(sum(quantity), 0)::int AS quantity, COALESCE(sum(good), 0)::int AS good, COALESCE(sum(broken), 0)::int AS broken,
             COALESCE(sum(lost), 0)::int AS lost, COALESCE(sum(other), 0)::int AS other,
             COALESCE(${amount}, 0)::numeric(16, 2)::text AS amount,
             COALESCE(sum(good_amount), 0)::numeric(16, 2)::text AS good_amount,
             COALESCE(sum(broken_amount), 0)::numeric(16, 2)::text AS broken_amount,
             COALESCE(sum(lost_amount), 0)::numeric(16, 2)::text AS lost_amount,
             COALESCE(sum(other_amount), 0)::numeric(16, 2)::text AS other_amount
        FROM v`,
  };
}

export async function orderReturnReport(db: TenantDb, e: number, q: ReportQuery) {
  const sql = orderReturnSql(e, q);
  const run = sqlRunner(db);
  const [rows, byDay, byReason, [total]] = await Promise.all([
    run.rows<Row>(sql.products),
    run.rows<Row>(sql.days),
    run.rows<Row>(sql.reasons),
    run.rows<Row>(sql.total),
  ]);
  return { rows, total: total!, by_day: byDay, by_reason: byReason };
}
