import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import {
  startWmsSummary,
  wmsSummaryAnswer,
  wmsSummaryQuery,
} from '@/lib/domain/reports/wms-summary';

export const GET = defineRoute({
  access: access.area('report', 1),
  summary:
    'WMS summary: starts the job for this query (or reuses the one running, or a result ' +
    'still valid); answers `Datum.state: 0`. Read it with GET summary_wms_product',
  tags: ['reports'],
  query: wmsSummaryQuery,
  response: wmsSummaryAnswer,
  handler: async ({ db, actor, query }) => ({
    status: 200,
    body: {
      Msg: 'common.success',
      Data: [],
      Datum: await startWmsSummary(db, actor.enterpriseId, query),
    },
  }),
});
