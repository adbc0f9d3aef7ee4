import { Prisma } from '@/lib/generated/prisma/client';
import { sqlRunner, type TenantDb } from '@/lib/db';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { bangkokDayKey } from '@/lib/time/bangkok-days';
import { daysOf, reportDays, type ReportQuery } from '@/lib/domain/reports/report-query';
import { reusedStatements } from '@/lib/domain/reports/answer-reuse';
import type { MeasureRow } from '@/lib/domain/reports/sales-measures';
import {
  namedSalesReport,
  salesMeasuresSql,
  type SalesReportSpec,
} from '@/lib/domain/reports/sales-report';
import { salesBySaleChannel } from '@/lib/domain/reports/by-sale-channel';
import { salesByProduct } from '@/lib/domain/reports/by-product';
import { salesByPlatform } from '@/lib/domain/reports/by-sale-channel-product';
import type { Row } from '@/lib/domain/reports/report-answer';

// GET /api/v1/reports/dashboard: the owner's morning page (docs/reports.md). The range's
// sales per day, by platform, by sale channel, the top products, the average order value
// and the cancel and return rates, from the rollups; today's counters from the order day
// counts (orders waiting at each step, whatever day they were made) and today's returns,
// read fresh on every call (the range's parts are reused while their days are unchanged).

const byDay: SalesReportSpec = {
  name: 'dashboard',
  keys: ['day'],
  grain: 'order',
  fields: ['day'],
  select: () => Prisma.sql`p.day::text AS day`,
  joins: () => Prisma.empty,
};

const RETURNED = [ORDER_STATUS.Returned, ORDER_STATUS.Returning] as const;

/** Orders of the range by what became of them: cancelled, returned (141 or 998), all. */
function outcomesSql(e: number, from: string, to: string, q: ReportQuery): Prisma.Sql {
  const f: Prisma.Sql[] = [];
  if (q.sale_channel_id !== undefined) f.push(Prisma.sql`r.sale_channel_id = ${q.sale_channel_id}`);
  if (q.team_id !== undefined) f.push(Prisma.sql`r.team_id = ${q.team_id}`);
  if (q.user_id !== undefined) f.push(Prisma.sql`r.staff_user_id = ${q.user_id}`);
  if (q.platform !== undefined) f.push(Prisma.sql`r.platform = ${q.platform}`);
  if (q.shop_id !== undefined) f.push(Prisma.sql`r.platform_shop_id = ${q.shop_id}`);
  if (q.payment_type !== undefined) f.push(Prisma.sql`r.payment_type = ${q.payment_type}`);
  const table =
    q.product_id !== undefined
      ? Prisma.raw('report_product_days')
      : Prisma.raw('report_order_days');
  if (q.product_id !== undefined) f.push(Prisma.sql`r.product_id = ${q.product_id}`);
  const filters = f.length ? Prisma.sql` AND ${Prisma.join(f, ' AND ')}` : Prisma.empty;
  return Prisma.sql`
    SELECT COALESCE(sum(r.orders), 0)::int AS all_orders,
           COALESCE(sum(r.orders) FILTER (WHERE r.status = ${ORDER_STATUS.Cancelled}), 0)::int AS cancelled,
           COALESCE(sum(r.orders) FILTER (WHERE r.status = ANY(${[...RETURNED]}::smallint[])), 0)::int AS returned
      FROM ${table} r
     WHERE r.enterprise_id = ${e} AND r.day BETWEEN ${from}::date AND ${to}::date ${filters}`;
}

/** Today's counters: what waits at each step now, and what today brought. */
function todaySql(e: number, today: string): Prisma.Sql {
  return Prisma.sql`
    SELECT
      (SELECT COALESCE(sum(orders), 0)::int FROM report_order_days
        WHERE enterprise_id = ${e} AND day = ${today}::date AND status <> ${ORDER_STATUS.Cancelled}) AS orders,
      (SELECT COALESCE(sum(items_amount - discount), 0)::numeric(16, 2)::text FROM report_order_days
        WHERE enterprise_id = ${e} AND day = ${today}::date AND status <> ${ORDER_STATUS.Cancelled}) AS amount,
      c.waiting_payment_check, c.waiting_to_pack, c.packed, c.handed_over, c.returning,
      (SELECT count(*)::int FROM returns
        WHERE enterprise_id = ${e} AND status = 2
          AND closed_at >= (${today}::date::timestamp AT TIME ZONE 'Asia/Bangkok')
          AND closed_at < ((${today}::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok')) AS returned
      FROM (SELECT COALESCE(sum(n) FILTER (WHERE status = ${ORDER_STATUS.Unpaid}), 0)::int AS waiting_payment_check,
                   COALESCE(sum(n) FILTER (WHERE status = ${ORDER_STATUS.AwaitingShipment}), 0)::int AS waiting_to_pack,
                   COALESCE(sum(n) FILTER (WHERE status = ${ORDER_STATUS.AwaitingCollection}), 0)::int AS packed,
                   COALESCE(sum(n) FILTER (WHERE status = ${ORDER_STATUS.Intransit}), 0)::int AS handed_over,
                   COALESCE(sum(n) FILTER (WHERE status = ${ORDER_STATUS.Returning}), 0)::int AS returning
              FROM order_day_counts WHERE enterprise_id = ${e}) c`;
}

const TOP_PRODUCTS = { page: 1, limit: 10 };

/**
 * The dashboard's statements as dashboardReport computes them (the bench sends them through
 * pg too); the names of the groups are read apart (groupNamesSql).
 */
export function dashboardSql(e: number, q: ReportQuery, now = new Date()) {
  const days = reportDays(q, now);
  return {
    perDay: salesMeasuresSql(e, q, byDay, now),
    platforms: salesMeasuresSql(e, q, salesByPlatform, now),
    channels: salesMeasuresSql(e, q, salesBySaleChannel, now),
    top: salesMeasuresSql(e, { ...q, ...TOP_PRODUCTS }, salesByProduct, now),
    outcomes: outcomesSql(e, days.from, days.to, q),
    today: todaySql(e, bangkokDayKey(now)),
  };
}

type Measured = MeasureRow & Row;

interface Outcomes {
  all_orders: number;
  cancelled: number;
  returned: number;
}

const rate = (part: number, whole: number) =>
  whole ? (Math.round((part / whole) * 10_000) / 100).toFixed(2) : '0.00';

export async function dashboardReport(db: TenantDb, e: number, q: ReportQuery, now = new Date()) {
  const days = reportDays(q, now);
  const sql = dashboardSql(e, q, now);
  const top = { ...q, ...TOP_PRODUCTS };
  // The range's parts are reused together (one freshness check); today's counters are read
  // every time.
  const [[perDayRows, platformRows, channelRows, topRows, [outcomes]], [today]] = await Promise.all(
    [
      reusedStatements(db, e, days, [
        sql.perDay,
        sql.platforms,
        sql.channels,
        sql.top,
        sql.outcomes,
      ]) as Promise<[Measured[], Measured[], Measured[], Measured[], Outcomes[]]>,
      sqlRunner(db).rows<Row>(sql.today),
    ],
  );
  const [perDay, platforms, channels, topProducts] = await Promise.all([
    namedSalesReport(db, e, q, byDay, perDayRows),
    namedSalesReport(db, e, q, salesByPlatform, platformRows),
    namedSalesReport(db, e, q, salesBySaleChannel, channelRows),
    namedSalesReport(db, e, top, salesByProduct, topRows),
  ]);
  const sold = new Map(perDay.rows.map((r) => [r.day as string, r]));
  const rows = daysOf(days).map(
    (day) =>
      sold.get(day) ?? {
        day,
        orders: 0,
        quantity: 0,
        amount: '0.00',
        ...(q.product_id === undefined ? { discount: '0.00', shipping: '0.00' } : {}),
        cost: '0.00',
        profit: '0.00',
        cost_estimated: false,
      },
  );
  const t = perDay.total;
  const orders = Number(t.orders);
  const o = outcomes ?? { all_orders: 0, cancelled: 0, returned: 0 };
  const total = {
    ...t,
    average_order_value: orders
      ? new Prisma.Decimal(String(t.amount)).div(orders).toFixed(2)
      : '0.00',
    cancelled_orders: o.cancelled,
    cancel_rate: rate(o.cancelled, o.all_orders),
    returned_orders: o.returned,
    return_rate: rate(o.returned, o.all_orders - o.cancelled),
  };
  return {
    spec: perDay.spec,
    rows,
    total,
    extra: {
      today,
      by_platform: platforms.rows,
      by_sale_channel: channels.rows,
      top_products: topProducts.rows,
    },
  };
}
