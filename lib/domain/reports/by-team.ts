import { Prisma } from '@/lib/generated/prisma/client';
import type { SalesReportSpec } from '@/lib/domain/reports/sales-report';

/** GET /api/v1/reports/recbyteam: sales per team (the staff member's team when the order was made). */
export const salesByTeam: SalesReportSpec = {
  name: 'team',
  keys: ['team_id'],
  grain: 'order',
  fields: ['team_id', 'team_name'],
  select: () => Prisma.sql`NULLIF(p.team_id, 0) AS team_id, t.name AS team_name`,
  joins: (e) => Prisma.sql`LEFT JOIN teams t ON t.id = p.team_id AND t.enterprise_id = ${e}`,
};
