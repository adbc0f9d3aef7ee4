import { and, containsPattern, sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { pageWindow, parseSort } from '@/lib/domain/shared/list-query';
import type {
  CouponUsageListQuery,
  CouponUsageRow,
  CouponUsageTotals,
} from '@/lib/domain/coupons/schemas';
import { couponSelect, toCoupon } from '@/lib/domain/coupons/serializers';

// Every coupon with its usage, for the admin's overview (GET /api/v1/coupon/usage;
// docs/domain-rules.md, Coupons): uses counted (used_count), the orders holding it that are
// not cancelled (140) and the coupon's part of their discount summed (as the order event
// that priced it recorded it, like the coupon's own usage), its member codes assigned,
// used and unused; with the totals of every coupon the filters match, not only the page.

const CANCELLED = 140;

const SORTS = {
  created_at: Prisma.sql`c.created_at`,
  code: Prisma.sql`lower(c.code)`,
  name: Prisma.sql`c.name`,
  valid_to: Prisma.sql`c.valid_to`,
  status: Prisma.sql`c.status`,
  used_count: Prisma.sql`c.used_count`,
  uses_left: Prisma.sql`(c.quantity - c.used_count)`,
  orders: Prisma.sql`u.orders`,
  codes_assigned: Prisma.sql`u.codes_assigned`,
  codes_used: Prisma.sql`u.codes_used`,
  discount_given: Prisma.sql`u.discount_given`,
} as const;
export const COUPON_USAGE_SORTS = Object.keys(SORTS) as Array<keyof typeof SORTS>;

interface FigureRow {
  id: number;
  orders: number;
  codes_assigned: number;
  codes_used: number;
  discount_given: string;
}

/** Where a coupon's days stand at `now`. */
export function dayState(from: Date, to: Date, now: Date): CouponUsageRow['days'] {
  if (now.getTime() < from.getTime()) return 'not_started';
  if (now.getTime() > to.getTime()) return 'ended';
  return 'running';
}

/** The coupons the filters match, each with its figures, as a FROM clause `c` + `u`. */
function usageFrom(enterpriseId: number, q: CouponUsageListQuery): Prisma.Sql {
  const e = enterpriseId;
  const where: Prisma.Sql[] = [Prisma.sql`c.enterprise_id = ${e}`];
  if (q.q)
    where.push(
      Prisma.sql`(c.code ILIKE ${containsPattern(q.q)} OR c.name ILIKE ${containsPattern(q.q)})`,
    );
  if (q.status) where.push(Prisma.sql`c.status = ${q.status}`);
  return Prisma.sql`
      FROM coupons c
      CROSS JOIN LATERAL (
        SELECT
          (SELECT COUNT(*)::int FROM orders o
            WHERE o.enterprise_id = ${e} AND o.coupon_id = c.id AND o.status <> ${CANCELLED})
            AS orders,
          (SELECT COALESCE(SUM((
             SELECT (ev.data->>'coupon_discount')::numeric FROM order_events ev
              WHERE ev.order_id = o.id AND ev.enterprise_id = ${e}
                AND ev.data->>'coupon_discount' IS NOT NULL
              ORDER BY ev.id DESC LIMIT 1)), 0)
             FROM orders o
            WHERE o.enterprise_id = ${e} AND o.coupon_id = c.id AND o.status <> ${CANCELLED})
            AS discount_given,
          (SELECT COUNT(*)::int FROM member_coupons mc
            WHERE mc.enterprise_id = ${e} AND mc.coupon_id = c.id) AS codes_assigned,
          (SELECT COUNT(*)::int FROM member_coupons mc
            WHERE mc.enterprise_id = ${e} AND mc.coupon_id = c.id AND mc.status = 1) AS codes_used
      ) u
     WHERE ${and(where)}`;
}

/** GET /api/v1/coupon/usage: a page of coupons with their usage, and the totals of all. */
export async function listCouponUsage(
  db: TenantDb,
  enterpriseId: number,
  q: CouponUsageListQuery,
  now = new Date(),
): Promise<{ rows: CouponUsageRow[]; total: number; totals: CouponUsageTotals }> {
  const from = usageFrom(enterpriseId, q);
  const sort = parseSort(q.sort, '-created_at');
  const dir = sort.desc ? Prisma.sql`DESC NULLS LAST` : Prisma.sql`ASC NULLS LAST`;
  const { skip, take } = pageWindow(q);
  const sql = sqlRunner(db);
  const [figures, [sums]] = await Promise.all([
    sql.rows<FigureRow>(Prisma.sql`
      SELECT c.id, u.orders, u.codes_assigned, u.codes_used,
             u.discount_given::numeric(14, 2)::text AS discount_given
      ${from}
      ORDER BY ${SORTS[sort.field]} ${dir}, c.id ${sort.desc ? Prisma.sql`DESC` : Prisma.sql`ASC`}
      LIMIT ${take} OFFSET ${skip}`),
    sql.rows<{
      coupons: number;
      used_count: number;
      orders: number;
      codes_assigned: number;
      codes_used: number;
      discount_given: string;
    }>(Prisma.sql`
      SELECT COUNT(*)::int AS coupons,
             COALESCE(SUM(c.used_count), 0)::int AS used_count,
             COALESCE(SUM(u.orders), 0)::int AS orders,
             COALESCE(SUM(u.codes_assigned), 0)::int AS codes_assigned,
             COALESCE(SUM(u.codes_used), 0)::int AS codes_used,
             COALESCE(SUM(u.discount_given), 0)::numeric(14, 2)::text AS discount_given
      ${from}`),
  ]);
  const records = await db.coupon.findMany({
    where: { id: { in: figures.map((f) => f.id) } },
    select: couponSelect,
  });
  const byId = new Map(records.map((r) => [r.id, r]));
  const rows = figures.flatMap((f) => {
    const record = byId.get(f.id);
    if (!record) return [];
    return [
      {
        ...toCoupon(record),
        days: dayState(record.validFrom, record.validTo, now),
        orders: f.orders,
        codes_assigned: f.codes_assigned,
        codes_used: f.codes_used,
        codes_unused: f.codes_assigned - f.codes_used,
        discount_given: f.discount_given,
      },
    ];
  });
  const s = sums ?? {
    coupons: 0,
    used_count: 0,
    orders: 0,
    codes_assigned: 0,
    codes_used: 0,
    discount_given: '0.00',
  };
  return {
    rows,
    total: s.coupons,
    totals: {
      used_count: s.used_count,
      orders: s.orders,
      codes_assigned: s.codes_assigned,
      codes_used: s.codes_used,
      codes_unused: s.codes_assigned - s.codes_used,
      discount_given: s.discount_given,
    },
  };
}
