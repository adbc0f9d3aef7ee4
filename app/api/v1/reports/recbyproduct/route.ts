import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { pagedReportQuery } from '@/lib/domain/reports/report-query';
import { answerSalesReport, runSalesReport } from '@/lib/domain/reports/sales-report';
import { salesByProduct } from '@/lib/domain/reports/by-product';

export const GET = defineRoute({
  access: access.area('report', 1),
  summary:
    'Sales per product (orders holding it, units, its share of net sales, cost, profit) in a Bangkok date range, largest first, paged (Datum.count: rows in all); format=csv|xlsx for every row',
  tags: ['reports'],
  query: pagedReportQuery,
  handler: async ({ db, actor, query }) =>
    answerSalesReport(
      actor,
      query,
      await runSalesReport(db, actor.enterpriseId, query, salesByProduct),
    ),
});
