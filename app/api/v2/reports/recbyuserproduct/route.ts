import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { pagedReportQuery } from '@/lib/domain/reports/report-query';
import { answerSalesReport, runSalesReport } from '@/lib/domain/reports/sales-report';
import { salesByUserProduct } from '@/lib/domain/reports/by-user-product';

export const GET = defineRoute({
  access: access.area('report', 1),
  summary:
    'Sales per staff member (or platform shop) and product in a Bangkok date range, largest first, paged; format=csv|xlsx for every row',
  tags: ['reports'],
  query: pagedReportQuery,
  handler: async ({ db, actor, query }) =>
    answerSalesReport(
      actor,
      query,
      await runSalesReport(db, actor.enterpriseId, query, salesByUserProduct),
    ),
});
