import { Prisma } from '@/lib/generated/prisma/client';
import type { SalesReportSpec } from '@/lib/domain/reports/sales-report';

/** GET /api/v2/reports/recbysalechannel: sales per sale channel. */
export const salesBySaleChannel: SalesReportSpec = {
  name: 'saleChannel',
  keys: ['sale_channel_id'],
  grain: 'order',
  fields: ['sale_channel_id', 'sale_channel_name'],
  select: () => Prisma.sql`p.sale_channel_id, sc.name AS sale_channel_name`,
  joins: (e) =>
    Prisma.sql`LEFT JOIN sale_channels sc ON sc.id = p.sale_channel_id AND sc.enterprise_id = ${e}`,
};
