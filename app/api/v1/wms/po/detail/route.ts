import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { getPoDetail } from '@/lib/domain/purchasing';
import { poDetailSchema, poIdQuery } from '@/lib/domain/purchasing/schemas';

export const GET = defineRoute({
  access: access.area('po', 1),
  summary:
    'One purchase order: partner, storage, lines (ordered, received, still open), total, VAT 7% and grand total, attachment, and its receipts (stock-in bills)',
  tags: ['purchasing'],
  query: poIdQuery,
  response: poDetailSchema,
  handler: async ({ db, actor, query }) =>
    datum(await getPoDetail(db, actor.enterpriseId, query.id)),
});
