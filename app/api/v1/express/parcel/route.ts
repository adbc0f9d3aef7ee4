import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { parcelByCode } from '@/lib/domain/express';
import { parcelQuery, parcelSchema } from '@/lib/domain/express/schemas';

export const GET = defineRoute({
  access: access.area('express', 1),
  summary:
    "Open a parcel of the own courier by what its label shows (?code= order number, tracking number or platform order id): the order's recipient, cash to collect and its open route assignment (else its newest). order.notFound when no own-courier order has the code",
  tags: ['express'],
  query: parcelQuery,
  response: parcelSchema,
  handler: async ({ db, actor, query }) =>
    datum(await parcelByCode(db, actor.enterpriseId, query.code)),
});
