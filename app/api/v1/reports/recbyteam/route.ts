import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { reportQuery } from '@/lib/domain/reports/report-query';
import { answerSalesReport, runSalesReport } from '@/lib/domain/reports/sales-report';
import { salesByTeam } from '@/lib/domain/reports/by-team';

export const GET = defineRoute({
  access: access.area('report', 1),
  summary:
    "Sales per team (the staff member's team when the order was made; team_id null: none) in a Bangkok date range, with the sales measures and the filters; format=csv|xlsx for a file",
  tags: ['reports'],
  query: reportQuery,
  handler: async ({ db, actor, query }) =>
    answerSalesReport(
      actor,
      query,
      await runSalesReport(db, actor.enterpriseId, query, salesByTeam),
    ),
});
