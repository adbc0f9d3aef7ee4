import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { duplicatePo } from '@/lib/domain/purchasing';
import { duplicatePoInput, poDetailSchema } from '@/lib/domain/purchasing/schemas';

export const POST = defineRoute({
  access: access.area('po', 2),
  summary:
    'A new draft purchase order from another (any status): same partner, storage, note, lines and unit costs; no attachment, no expected day. Idempotency-Key honoured',
  tags: ['purchasing'],
  body: duplicatePoInput,
  response: poDetailSchema,
  idempotent: true,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await duplicatePo(db, actor, body.id, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
