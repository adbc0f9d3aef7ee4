import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { reportQuery } from '@/lib/domain/reports/report-query';
import { reportFile, reportReply } from '@/lib/domain/reports/report-answer';
import { dashboardReport } from '@/lib/domain/reports/dashboard';

export const GET = defineRoute({
  access: access.area('payment', 1),
  summary:
    "The owner's dashboard: Data = the range's sales per Bangkok day (every day), Datum.total with average order value and the cancel and return rates, Datum.today (today's orders and sales; orders waiting for a payment check, to pack, packed, handed over, returning; returns received today), by_platform, by_sale_channel, top_products; format=csv|xlsx for the days",
  tags: ['reports'],
  query: reportQuery,
  handler: async ({ db, actor, query }) => {
    const r = await dashboardReport(db, actor.enterpriseId, query);
    if (query.format)
      return reportFile({
        format: query.format,
        locale: actor.locale,
        name: 'dashboard',
        fields: ['day', 'orders', 'quantity', 'amount', 'discount', 'shipping', 'cost', 'profit'],
        rows: r.rows,
        total: r.total,
      });
    return reportReply(r.rows, r.total, r.extra);
  },
});
