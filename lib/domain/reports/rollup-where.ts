import { Prisma } from '@/lib/generated/prisma/client';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import type { ReportDays, ReportQuery } from '@/lib/domain/reports/report-query';

// Which rollup rows a report sums (docs/reports.md): the enterprise, the Bangkok days,
// every status but cancelled, and the filters asked. Rollup keys hold 0 for "none", the
// same 0 a filter asks for.

export type Filters = Omit<ReportQuery, 'start_date' | 'end_date' | 'format'>;

export function rollupWhere(
  e: number,
  days: ReportDays,
  f: Filters,
  opts: { productTable: boolean; statuses?: readonly number[] },
): Prisma.Sql {
  const parts: Prisma.Sql[] = [
    Prisma.sql`r.enterprise_id = ${e}`,
    Prisma.sql`r.day BETWEEN ${days.from}::date AND ${days.to}::date`,
    opts.statuses
      ? Prisma.sql`r.status = ANY(${[...opts.statuses]}::smallint[])`
      : Prisma.sql`r.status <> ${ORDER_STATUS.Cancelled}`,
  ];
  if (f.sale_channel_id !== undefined)
    parts.push(Prisma.sql`r.sale_channel_id = ${f.sale_channel_id}`);
  if (f.team_id !== undefined) parts.push(Prisma.sql`r.team_id = ${f.team_id}`);
  if (f.user_id !== undefined) parts.push(Prisma.sql`r.staff_user_id = ${f.user_id}`);
  if (f.platform !== undefined) parts.push(Prisma.sql`r.platform = ${f.platform}`);
  if (f.shop_id !== undefined) parts.push(Prisma.sql`r.platform_shop_id = ${f.shop_id}`);
  if (f.payment_type !== undefined) parts.push(Prisma.sql`r.payment_type = ${f.payment_type}`);
  if (opts.productTable && f.product_id !== undefined)
    parts.push(Prisma.sql`r.product_id = ${f.product_id}`);
  return Prisma.join(parts, ' AND ');
}
