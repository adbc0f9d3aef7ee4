import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { cashReport } from '@/lib/domain/express';
import { cashQuery, cashReportSchema } from '@/lib/domain/express/schemas';

export const GET = defineRoute({
  access: access.area('express', 3),
  summary:
    'Cash on delivery reconciliation per driver and Bangkok day (start_date..end_date, at most 31 days; default today; optional driver_id): expected (COD totals of the parcels delivered), collected (what the drivers recorded), handed in (what the owner recorded), collected_diff = collected - expected, handed_in_diff = handed_in - collected, flagged when either is not zero; with totals',
  tags: ['express'],
  query: cashQuery,
  response: cashReportSchema,
  handler: async ({ db, actor, query }) => datum(await cashReport(db, actor.enterpriseId, query)),
});
