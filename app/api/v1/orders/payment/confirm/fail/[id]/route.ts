import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { confirmPaymentFail } from '@/lib/domain/orders/payment';
import { failPaymentInput, orderDetailSchema, orderIdParams } from '@/lib/domain/orders/schemas';

export const PUT = defineRoute({
  access: access.area('payment', 2),
  summary:
    'Payment checked incorrect: an unpaid order (100) is cancelled (140, reason type 3 "payment not received"). The body is optional: a reason, when given, is kept. Answers the order',
  tags: ['orders', 'payments'],
  params: orderIdParams,
  body: failPaymentInput,
  response: orderDetailSchema,
  idempotent: true,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await confirmPaymentFail(db, actor, params.id, body, requestId), {
      msg: 'common.updateSuccess',
    }),
});
