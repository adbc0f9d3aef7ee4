import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { recordHandin } from '@/lib/domain/express';
import { handinInput, handinSchema } from '@/lib/domain/express/schemas';

export const POST = defineRoute({
  access: access.area('express', 3),
  summary:
    'Record cash a driver handed in for a day: { driver_id, day, amount (more than 0), note }. Hand-ins of one day add up; audited. An unknown driver is 422 express.driverInvalid. Idempotency-Key honoured',
  tags: ['express'],
  body: handinInput,
  response: handinSchema,
  idempotent: true,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await recordHandin(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
