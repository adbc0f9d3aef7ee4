import { z } from 'zod';
import { Prisma } from '@/lib/generated/prisma/client';
import { inTransaction, sqlRunner, USER_NAME_SQL, type TenantDb } from '@/lib/db';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { reportDays, type ReportQuery } from '@/lib/domain/reports/report-query';
import { rollupWhere } from '@/lib/domain/reports/rollup-where';
import type { Row } from '@/lib/domain/reports/report-answer';

// Commission (docs/reports.md, Measures; admin only): per staff member and sale channel,
// net sales of their orders at 122 or 130 created in the range x the channel's rate, rounded
// to the satang per row. Returned and claimed orders, and orders without staff, earn none.

export const COMMISSION_STATUSES = [ORDER_STATUS.Delivered, ORDER_STATUS.Completed] as const;

export const COMMISSION_FIELDS = [
  'user_id',
  'user_name',
  'sale_channel_id',
  'sale_channel_name',
  'orders',
  'quantity',
  'amount',
  'rate',
  'commission',
] as const;

interface CommissionRow extends Row {
  t_orders: number;
  t_quantity: number;
  t_amount: string;
  t_commission: string;
}

export function commissionSql(e: number, q: ReportQuery, now = new Date()): Prisma.Sql {
  const where = rollupWhere(e, reportDays(q, now), q, {
    productTable: false,
    statuses: COMMISSION_STATUSES,
  });
  return Prisma.sql`
    WITH g AS (
      SELECT r.staff_user_id, r.sale_channel_id, sum(r.orders)::int AS orders,
             sum(r.units)::int AS quantity, sum(r.items_amount - r.discount) AS amount
        FROM report_order_days r
       WHERE ${where} AND r.staff_user_id <> 0
       GROUP BY 1, 2
      HAVING sum(r.orders) <> 0
    ), c AS (
      SELECT g.*, sc.name AS sale_channel_name, sc.commission_rate AS rate,
             round(g.amount * sc.commission_rate / 100, 2) AS commission
        FROM g JOIN sale_channels sc ON sc.id = g.sale_channel_id AND sc.enterprise_id = ${e}
    )
    SELECT c.staff_user_id AS user_id, ${USER_NAME_SQL} AS user_name, c.sale_channel_id,
           c.sale_channel_name, c.orders, c.quantity, c.amount::text AS amount,
           c.rate::text AS rate, c.commission::text AS commission,
           (sum(c.orders) OVER ())::int AS t_orders, (sum(c.quantity) OVER ())::int AS t_quantity,
           (sum(c.amount) OVER ())::text AS t_amount,
           (sum(c.commission) OVER ())::text AS t_commission
      FROM c LEFT JOIN users u ON u.id = c.staff_user_id AND u.enterprise_id = ${e}
     ORDER BY c.amount DESC, c.commission DESC, c.staff_user_id, c.sale_channel_id`;
}

export async function commissionReport(db: TenantDb, e: number, q: ReportQuery) {
  const found = await sqlRunner(db).rows<CommissionRow>(commissionSql(e, q));
  const rows = found.map((r) => {
    const row: Row = {};
    for (const f of COMMISSION_FIELDS) row[f] = r[f];
    return row;
  });
  const t = found[0];
  const total: Row = {
    orders: t?.t_orders ?? 0,
    quantity: t?.t_quantity ?? 0,
    amount: t?.t_amount ?? '0.00',
    commission: t?.t_commission ?? '0.00',
  };
  return { rows, total, rates: await commissionRates(db, e) };
}

export interface CommissionRate {
  sale_channel_id: number;
  sale_channel_name: string;
  rate: string;
}

export const commissionRatesSql = (e: number) => Prisma.sql`
  SELECT id AS sale_channel_id, name AS sale_channel_name, commission_rate::text AS rate
    FROM sale_channels WHERE enterprise_id = ${e} ORDER BY name, id`;

/** Every sale channel with its rate, by name. */
export async function commissionRates(db: TenantDb, e: number): Promise<CommissionRate[]> {
  return sqlRunner(db).rows<CommissionRate>(commissionRatesSql(e));
}

export const commissionRatesInput = z.object({
  rates: z
    .array(
      z.object({
        sale_channel_id: z.number().int().positive().max(2_147_483_647),
        rate: z
          .union([z.number(), z.string().trim()])
          .transform((v) => String(v))
          .refine(
            (v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100,
            'a percent 0..100 with at most 2 decimals',
          )
          .describe('percent of net sales, 0..100, two decimals at most'),
      }),
    )
    .min(1)
    .max(500)
    .refine(
      (rates) => new Set(rates.map((r) => r.sale_channel_id)).size === rates.length,
      'each sale channel once',
    ),
});
export type CommissionRatesInput = z.infer<typeof commissionRatesInput>;

/** PUT /api/v1/reports/commission/rates: the rates of the channels named, all or nothing. */
export async function setCommissionRates(
  db: TenantDb,
  actor: Actor,
  input: CommissionRatesInput,
  requestId?: string,
): Promise<CommissionRate[]> {
  await inTransaction(db, async (tx) => {
    const ids = input.rates.map((r) => r.sale_channel_id);
    const channels = await tx.saleChannel.findMany({
      where: { id: { in: ids } },
      select: { id: true, commissionRate: true },
    });
    if (channels.length !== ids.length) {
      const known = new Set(channels.map((c) => c.id));
      const missing = ids.find((id) => !known.has(id));
      throw new AppError('common.notFound', `sale channel ${missing} not found`);
    }
    for (const r of input.rates) {
      const before = channels.find((c) => c.id === r.sale_channel_id)!;
      if (before.commissionRate.toFixed(2) === Number(r.rate).toFixed(2)) continue;
      await tx.saleChannel.update({
        where: { id: r.sale_channel_id },
        data: { commissionRate: r.rate },
      });
      await recordAudit(tx, actor, {
        action: 'saleChannel.commissionRate',
        entity: 'saleChannel',
        entityId: r.sale_channel_id,
        before: { rate: before.commissionRate.toFixed(2) },
        after: { rate: Number(r.rate).toFixed(2) },
        requestId,
      });
    }
  });
  return commissionRates(db, actor.enterpriseId);
}
