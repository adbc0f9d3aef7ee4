import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  linePackSummaryV2,
  linePackQuery,
  linePackV2Schema,
} from '@/lib/domain/wms/inventory/reads';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary: 'What the packing lines packed (as v1) plus the totals per line and per day and line',
  tags: ['wms'],
  query: linePackQuery,
  response: linePackV2Schema,
  handler: async ({ db, actor, query }) =>
    datum(await linePackSummaryV2(db, actor.enterpriseId, query)),
});
