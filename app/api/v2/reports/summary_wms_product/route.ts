import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import {
  readWmsSummary,
  wmsSummaryAnswer,
  wmsSummaryQuery,
} from '@/lib/domain/reports/wms-summary';

export const GET = defineRoute({
  access: access.area('report', 1),
  summary:
    'WMS summary of the packings closed in the range (at most 31 Bangkok days; default this ' +
    'month): `Datum.state: 0` while no valid result exists (its job is started if none ' +
    'runs), then `state: 1` with `wms`, `sale_channel`, `product`, `shipping_user`, `user` ' +
    '(each sorted by amount, largest first) and `total`',
  tags: ['reports'],
  query: wmsSummaryQuery,
  response: wmsSummaryAnswer,
  handler: async ({ db, actor, query }) => ({
    status: 200,
    body: {
      Msg: 'common.success',
      Data: [],
      Datum: await readWmsSummary(db, actor.enterpriseId, query),
    },
  }),
});
