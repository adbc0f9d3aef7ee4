import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { reportQuery } from '@/lib/domain/reports/report-query';
import { answerSalesReport, runSalesReport } from '@/lib/domain/reports/sales-report';
import { salesBySaleChannel } from '@/lib/domain/reports/by-sale-channel';

export const GET = defineRoute({
  access: access.area('report', 1),
  summary:
    'Sales per sale channel in a Bangkok date range (at most 31 days; default this month): orders, units, net sales, discount, shipping, cost, profit; every status but cancelled, by creation day; filters by field; format=csv|xlsx for a file',
  tags: ['reports'],
  query: reportQuery,
  handler: async ({ db, actor, query }) =>
    answerSalesReport(
      actor,
      query,
      await runSalesReport(db, actor.enterpriseId, query, salesBySaleChannel),
    ),
});
