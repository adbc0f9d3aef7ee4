import { sqlRunner, type TenantDb, USER_NAME_SQL } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { pageWindow, parseSort } from '@/lib/domain/shared/list-query';
import { bangkokDayKey, bangkokRange } from '@/lib/time/bangkok-days';
import { fileUrl } from '@/lib/storage/file-field';
import type { OrderListQuery, OrderRow, OrderSortField } from '@/lib/domain/orders/schemas';
import { classifyOrderSearch, type OrderSearchPlan } from '@/lib/domain/orders/search';
import {
  expandStatusFilter,
  INTRANSIT_COMPLETED_FILTER,
  INTRANSIT_COMPLETED_STATUSES,
  ORDER_STATUS,
  ORDER_STATUSES,
  PAYMENT_CHECK_STATUSES,
} from '@/lib/domain/orders/status';

// ---------------------------------------------------------------------------------------
// The order list, the payment queue and the status chips' counts (GET /api/v1/orders,
// /orders/payments, /orders/counts). Hand-written SQL, so the plan is the one measured
// by `npm run bench` (which sends this very SQL through plain pg as its reference) and
// checked by tests/orders-explain.int.test.ts:
//
// - one statement answers the page and its total. Without a text, the page takes the ids
//   of one page in index order (created_at DESC, id DESC) by OFFSET/LIMIT over the
//   covering index orders_list_cover_idx (every filter column is in it, so the walk reads
//   no table), and the total sums the per-day counts of order_day_counts (dates and
//   status only) or counts the filter over the same index; with a text, the text's
//   index finds its orders first (orderSource), which are then filtered, counted and
//   sorted: a few dozen, never the date range;
// - only the page's rows are read whole, with their names, line units and slip check,
//   and leave PostgreSQL as one JSON value (cheaper to hand over than 26 columns a row);
// - dates are Bangkok days (bangkokRange: over 31 days is order.dateRangeTooLong).
// Tenancy: raw SQL is not scoped by the tenant client, so every statement filters on
// enterprise_id itself.
// ---------------------------------------------------------------------------------------

export interface OrderListResult {
  rows: OrderRow[];
  total: number;
}

type Scope = 'orders' | 'payments';

const SORT_COLUMN: Record<OrderSortField, Prisma.Sql> = {
  created_at: Prisma.raw('created_at'),
  total: Prisma.raw('total'),
  order_number: Prisma.raw('order_number'),
  status: Prisma.raw('status'),
};

/** AND of the parts (TRUE when there are none). */
const and = (parts: Prisma.Sql[]): Prisma.Sql =>
  parts.length ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`;

/** The statuses a list shows: the query's (999 = 121 + 130), the queue's 100 by default. */
export function listStatuses(scope: Scope, status: string | undefined): number[] | null {
  if (scope === 'payments')
    return expandStatusFilter(status ?? String(ORDER_STATUS.Unpaid), PAYMENT_CHECK_STATUSES);
  return status ? expandStatusFilter(status) : null;
}

/**
 * The text condition on `o`. The kinds a b-tree answers carry the enterprise, the b-tree's
 * first column; the trigram indexes hold every enterprise's orders, so the enterprise is
 * checked on what they find.
 */
function searchPart(enterpriseId: number, plan: OrderSearchPlan): Prisma.Sql {
  switch (plan.kind) {
    case 'orderNumber':
      return Prisma.sql`(o.enterprise_id = ${enterpriseId} AND o.order_number LIKE ${plan.pattern})`;
    case 'digits': {
      const e = Prisma.sql`o.enterprise_id = ${enterpriseId}`;
      return Prisma.sql`((${e} AND o.recipient_phone LIKE ${plan.phonePrefix})
        OR (${e} AND reverse(o.recipient_phone) LIKE ${plan.phoneSuffixReversed})
        OR (${e} AND o.tracking_number LIKE ${plan.numberPrefix})
        OR (${e} AND o.platform_order_id LIKE ${plan.numberPrefix}))`;
    }
    case 'text': {
      const e = Prisma.sql`o.enterprise_id = ${enterpriseId}`;
      const op = plan.caseInsensitive ? Prisma.raw('ILIKE') : Prisma.raw('LIKE');
      return Prisma.sql`(${nameMatch(enterpriseId, op, plan)}
        OR (${e} AND o.tracking_number LIKE ${plan.numberPrefix})
        OR (${e} AND o.platform_order_id LIKE ${plan.numberPrefix}))`;
    }
  }
}

/**
 * The recipient's name: several words from the start of its key (order_name_key, migration
 * orders_name_prefix: no title, spaces collapsed, lower case; the text gets the same key
 * in SQL, then its LIKE wildcards escaped), one word anywhere in it (trigrams).
 */
function nameMatch(
  enterpriseId: number,
  op: Prisma.Sql,
  plan: Extract<OrderSearchPlan, { kind: 'text' }>,
): Prisma.Sql {
  if (plan.nameStart !== null) {
    const pattern = Prisma.sql`replace(replace(replace(order_name_key(${plan.nameStart}),
      '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
    return Prisma.sql`(o.enterprise_id = ${enterpriseId}
      AND order_name_key(o.recipient_name) LIKE ${pattern})`;
  }
  return Prisma.sql`o.recipient_name ${op} ${plan.pattern}`;
}

export type OrderFilterQuery = Omit<OrderListQuery, 'page' | 'limit' | 'sort'>;

/** The list's filters but the text, on the orders of `o`. */
function filterParts(
  enterpriseId: number,
  query: OrderFilterQuery,
  statuses: readonly number[] | null,
): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [Prisma.sql`o.enterprise_id = ${enterpriseId}`];
  const range = bangkokRange(query.start_date, query.end_date);
  if (range?.gte) parts.push(Prisma.sql`o.created_at >= ${range.gte}`);
  if (range?.lt) parts.push(Prisma.sql`o.created_at < ${range.lt}`);
  if (statuses) {
    parts.push(
      statuses.length === 1
        ? Prisma.sql`o.status = ${statuses[0]}`
        : Prisma.sql`o.status IN (${Prisma.join(statuses)})`,
    );
  }
  if (query.sale_channel_id) parts.push(Prisma.sql`o.sale_channel_id = ${query.sale_channel_id}`);
  if (query.payment_method_id)
    parts.push(Prisma.sql`o.payment_method_id = ${query.payment_method_id}`);
  if (query.payment_type) parts.push(Prisma.sql`o.payment_type = ${query.payment_type}`);
  if (query.shipping_provider_id)
    parts.push(Prisma.sql`o.shipping_provider_id = ${query.shipping_provider_id}`);
  if (query.platform) parts.push(Prisma.sql`o.platform = ${query.platform}`);
  if (query.platform_shop_id)
    parts.push(Prisma.sql`o.platform_shop_id = ${query.platform_shop_id}`);
  if (query.unmapped) parts.push(Prisma.sql`o.unmapped_item_count > 0`);
  if (query.staff_user_id) parts.push(Prisma.sql`o.staff_user_id = ${query.staff_user_id}`);
  return parts;
}

/**
 * Where a list reads its orders from, as `o`: `with` (a CTE, or empty) and `from`, to be
 * used as `WITH ${with} SELECT ... FROM ${from} WHERE ${where}`.
 *
 * A text an index can look up is searched first and alone (`found`, materialized, so the
 * planner cannot fold the date and status filters into it): the text's index finds its
 * handful of orders across all dates, and only those are checked against the other
 * filters. Folded together, the planner would AND the text's bitmap with a bitmap of the
 * whole date range, which costs more than the search itself. A text no index can look up
 * (under three characters) is a plain filter on the orders the other filters pick.
 */
export interface OrderSource {
  with: Prisma.Sql | null;
  from: Prisma.Sql;
  where: Prisma.Sql;
  /** A text narrows the list to a few orders: counting and sorting them is cheap. */
  searched: boolean;
}

/**
 * The count of the filter from order_day_counts (migration order_day_counts: orders per
 * enterprise, Bangkok day and status, kept by triggers), or null when the filter has more
 * than a date range and statuses: those are counted from the orders themselves.
 */
function dayCountsPart(
  enterpriseId: number,
  query: OrderFilterQuery,
  statuses: readonly number[] | null,
): { where: Prisma.Sql } | null {
  const other =
    query.q?.trim() ||
    query.sale_channel_id ||
    query.payment_method_id ||
    query.payment_type ||
    query.shipping_provider_id ||
    query.platform ||
    query.platform_shop_id ||
    query.unmapped ||
    query.staff_user_id;
  if (other) return null;
  const parts: Prisma.Sql[] = [Prisma.sql`c.enterprise_id = ${enterpriseId}`];
  const range = bangkokRange(query.start_date, query.end_date);
  if (range?.gte) parts.push(Prisma.sql`c.day >= ${bangkokDayKey(range.gte)}::date`);
  if (range?.lt)
    parts.push(Prisma.sql`c.day <= ${bangkokDayKey(new Date(range.lt.getTime() - 1))}::date`);
  if (statuses) parts.push(Prisma.sql`c.status IN (${Prisma.join(statuses)})`);
  return { where: and(parts) };
}

/** The columns `found` keeps: every column a filter, a sort or the export's keyset reads. */
const FOUND_COLUMNS = Prisma.sql`o.id, o.enterprise_id, o.created_at, o.status, o.sale_channel_id,
  o.payment_method_id, o.payment_type, o.shipping_provider_id, o.platform, o.platform_shop_id,
  o.unmapped_item_count, o.staff_user_id,
  o.total, o.order_number`;

export function orderSource(
  enterpriseId: number,
  query: OrderFilterQuery,
  statuses: readonly number[] | null,
): OrderSource {
  const parts = filterParts(enterpriseId, query, statuses);
  const plan = classifyOrderSearch(query.q);
  if (plan?.indexed) {
    return {
      with: Prisma.sql`found AS MATERIALIZED (
        SELECT ${FOUND_COLUMNS} FROM orders o WHERE ${searchPart(enterpriseId, plan)})`,
      from: Prisma.sql`found o`,
      where: and(parts),
      searched: true,
    };
  }
  if (plan) parts.push(searchPart(enterpriseId, plan));
  return { with: null, from: Prisma.sql`orders o`, where: and(parts), searched: Boolean(plan) };
}

/** `WITH a, b` of the CTEs given (nothing when there are none). */
export function withClause(...ctes: Array<Prisma.Sql | null>): Prisma.Sql {
  const present = ctes.filter((c): c is Prisma.Sql => c !== null);
  return present.length ? Prisma.sql`WITH ${Prisma.join(present, ', ')}` : Prisma.empty;
}

/**
 * One list row as JSON, keyed as the answer (OrderRow) but for payment_slip_key, which
 * becomes payment_slip_url in toRow. Built by PostgreSQL for the page only: one JSON value
 * crosses to the app instead of 26 columns per row, each converted on its own.
 */
const ROW_JSON = Prisma.sql`json_build_object(
  'id', o.id, 'order_number', o.order_number, 'platform_order_id', o.platform_order_id,
  'platform', o.platform, 'status', o.status,
  'sale_channel_id', o.sale_channel_id,
  'sale_channel_name', (SELECT sc.name FROM sale_channels sc WHERE sc.id = o.sale_channel_id),
  'payment_method_id', o.payment_method_id,
  'payment_method_name', (SELECT pm.name FROM payment_methods pm WHERE pm.id = o.payment_method_id),
  'payment_type', o.payment_type, 'shipping_provider_id', o.shipping_provider_id,
  'tracking_number', o.tracking_number, 'recipient_name', o.recipient_name,
  'recipient_phone', o.recipient_phone, 'recipient_province', o.recipient_province,
  'staff_user_id', o.staff_user_id,
  'staff_name', (SELECT ${USER_NAME_SQL}
                   FROM users u WHERE u.id = o.staff_user_id),
  'item_count', (SELECT COALESCE(sum(i.quantity), 0) FROM order_items i WHERE i.order_id = o.id),
  'total', o.total::text, 'payment_slip_key', o.payment_slip_key, 'slip_ref', o.slip_ref,
  'slip_amount', o.slip_amount::text,
  'slip_duplicate', (o.slip_ref IS NOT NULL AND EXISTS (
     SELECT 1 FROM orders d
      WHERE d.enterprise_id = o.enterprise_id AND d.slip_ref = o.slip_ref AND d.id <> o.id)),
  'slip_uploaded_at', ${isoText(Prisma.sql`o.slip_uploaded_at`)},
  'created_at', ${isoText(Prisma.sql`o.created_at`)},
  'platform_shop_name', (SELECT ps.name FROM platform_shops ps WHERE ps.id = o.platform_shop_id),
  'cancel_requested', o.cancel_requested, 'return_requested', o.return_requested,
  'buyer_may_cancel', o.buyer_may_cancel, 'needs_rearrange', o.needs_rearrange,
  'unmapped_item_count', o.unmapped_item_count)`;

function isoText(column: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The page `p` (id, sort_key) as a JSON array of rows, in the page's order. */
function pageJson(pageIds: Prisma.Sql, dir: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(
    SELECT COALESCE(json_agg(${ROW_JSON} ORDER BY p.sort_key ${dir}, p.id ${dir}), '[]')
      FROM (${pageIds}) p
      JOIN orders o ON o.id = p.id)`;
}

/**
 * The statement of a list page: one row, `total_count` (the filter's count) and `rows`
 * (the page, a JSON array). Exported for the benchmark and the EXPLAIN test.
 *
 * Without a text the page is a walk of orders_list_cover_idx over the date range
 * (index-only: the filters are in the index) stopping after OFFSET + LIMIT entries; the
 * count sums order_day_counts when the only filters are the dates and the status, else it
 * is a second walk of the same index. With a text the orders it matches are found once (through the
 * text's index, search.ts), then counted and the page's sorted from them.
 */
export function orderListSql(
  enterpriseId: number,
  query: OrderListQuery,
  scope: Scope = 'orders',
): Prisma.Sql {
  const source = orderSource(enterpriseId, query, listStatuses(scope, query.status));
  const sort = parseSort(query.sort, scope === 'payments' ? 'created_at' : '-created_at');
  const dir = sort.desc ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const column = SORT_COLUMN[sort.field];
  const { skip, take } = pageWindow(query);
  if (source.searched) {
    const matched = Prisma.sql`matched AS MATERIALIZED (
      SELECT o.id, o.${column} AS sort_key FROM ${source.from} WHERE ${source.where})`;
    return Prisma.sql`
      ${withClause(source.with, matched)}
      SELECT (SELECT count(*)::int FROM matched) AS total_count,
             ${pageJson(
               Prisma.sql`SELECT m.id, m.sort_key FROM matched m
                           ORDER BY m.sort_key ${dir}, m.id ${dir}
                           LIMIT ${take} OFFSET ${skip}`,
               dir,
             )} AS rows`;
  }
  const counted = dayCountsPart(enterpriseId, query, listStatuses(scope, query.status));
  const total = counted
    ? Prisma.sql`(SELECT COALESCE(sum(c.n), 0)::int FROM order_day_counts c WHERE ${counted.where})`
    : Prisma.sql`(SELECT count(*)::int FROM ${source.from} WHERE ${source.where})`;
  // A deep page in date order with the counts at hand starts its walk on the day it falls
  // in: the whole days before it are skipped by their counts.
  const daySkip = counted && sort.field === 'created_at' && skip > 0;
  const start = daySkip ? pageStartDay(counted.where, sort.desc, skip) : null;
  const pageWhere = start ? Prisma.sql`${source.where} AND ${start.bound}` : source.where;
  return Prisma.sql`
    ${withClause(start?.cte ?? null)}
    SELECT ${total} AS total_count,
           ${pageJson(
             Prisma.sql`SELECT o.id, o.${column} AS sort_key FROM ${source.from}
                         WHERE ${pageWhere}
                         ORDER BY o.${column} ${dir}, o.id ${dir}
                         LIMIT ${take} OFFSET ${start ? start.offset : skip}`,
             dir,
           )} AS rows`;
}

/**
 * The Bangkok day a page of `skip` orders in date order starts in, from order_day_counts
 * (the same snapshot as the orders: the counts are written in the orders' transactions):
 * `cte` finds it and how many orders the days before it hold, `bound` keeps the walk from
 * that day on, `offset` is what is left to skip within it. The walk then reads at most
 * one day's orders before the page, however deep the page. Past the last order the bound
 * is NULL: no rows, as OFFSET past the end.
 */
function pageStartDay(
  countedWhere: Prisma.Sql,
  desc: boolean,
  skip: number,
): { cte: Prisma.Sql; bound: Prisma.Sql; offset: Prisma.Sql } {
  const order = desc ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  // The last day (in page order) whose earlier days hold no more than `skip` orders.
  const last = desc ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const cte = Prisma.sql`page_start AS MATERIALIZED (
      SELECT day, before FROM (
        SELECT day, (sum(n) OVER (ORDER BY day ${order}) - n)::int AS before
          FROM (SELECT c.day, sum(c.n)::int AS n FROM order_day_counts c
                 WHERE ${countedWhere} GROUP BY c.day) per_day
      ) running
       WHERE before <= ${skip}
       ORDER BY day ${last}
       LIMIT 1)`;
  const bound = desc
    ? Prisma.sql`o.created_at < (SELECT ((day + 1)::timestamp AT TIME ZONE 'Asia/Bangkok') FROM page_start)`
    : Prisma.sql`o.created_at >= (SELECT (day::timestamp AT TIME ZONE 'Asia/Bangkok') FROM page_start)`;
  const offset = Prisma.sql`COALESCE((SELECT ${skip}::int - before FROM page_start), 0)`;
  return { cte, bound, offset };
}

/** A row as the list statement writes it. */
export type OrderRowJson = Omit<OrderRow, 'payment_slip_url'> & {
  payment_slip_key: string | null;
};

function toRow(r: OrderRowJson): OrderRow {
  const { payment_slip_key: key, ...row } = r;
  return { ...row, payment_slip_url: fileUrl(key) };
}

async function runList(
  db: TenantDb,
  enterpriseId: number,
  query: OrderListQuery,
  scope: Scope,
): Promise<OrderListResult> {
  const [found] = await sqlRunner(db).rows<{ total_count: number; rows: OrderRowJson[] }>(
    orderListSql(enterpriseId, query, scope),
  );
  return { rows: (found?.rows ?? []).map(toRow), total: Number(found?.total_count ?? 0) };
}

/** GET /api/v1/orders: one page of the filtered orders and how many there are. */
export async function listOrders(
  db: TenantDb,
  enterpriseId: number,
  query: OrderListQuery,
): Promise<OrderListResult> {
  return runList(db, enterpriseId, query, 'orders');
}

/**
 * GET /api/v1/orders/payments: the orders waiting for a payment check, oldest first (a
 * queue is worked from its head). Status 100 unless asked otherwise; 998 and 999 are not
 * filters here (common.invalidParameter).
 */
export async function listPaymentQueue(
  db: TenantDb,
  enterpriseId: number,
  query: OrderListQuery,
): Promise<OrderListResult> {
  return runList(db, enterpriseId, query, 'payments');
}

/** The statement behind the status chips: orders per status with the list's other filters. */
export function orderStatusCountsSql(enterpriseId: number, query: OrderFilterQuery): Prisma.Sql {
  const counted = dayCountsPart(enterpriseId, query, null);
  if (counted) {
    return Prisma.sql`
      SELECT c.status::int AS status, sum(c.n)::int AS n
        FROM order_day_counts c
       WHERE ${counted.where}
       GROUP BY c.status`;
  }
  const source = orderSource(enterpriseId, { ...query, status: undefined }, null);
  return Prisma.sql`
    ${withClause(source.with)}
    SELECT o.status::int AS status, count(*)::int AS n
      FROM ${source.from}
     WHERE ${source.where}
     GROUP BY o.status`;
}

/**
 * GET /api/v1/orders/counts: `{ "100": n, ..., "999": n }` for every status (0 when none)
 * and 999 (121 + 130), over the list's filters but the status.
 */
export async function orderStatusCounts(
  db: TenantDb,
  enterpriseId: number,
  query: OrderFilterQuery,
): Promise<Record<string, number>> {
  const found = await sqlRunner(db).rows<{ status: number; n: number }>(
    orderStatusCountsSql(enterpriseId, query),
  );
  const counts: Record<string, number> = {};
  for (const s of ORDER_STATUSES) counts[String(s)] = 0;
  for (const r of found) counts[String(r.status)] = Number(r.n);
  counts[String(INTRANSIT_COMPLETED_FILTER)] = INTRANSIT_COMPLETED_STATUSES.reduce(
    (sum, s) => sum + (counts[String(s)] ?? 0),
    0,
  );
  return counts;
}
