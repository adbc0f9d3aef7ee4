import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { confirmPaymentSuccess } from '@/lib/domain/orders/payment';
import { confirmPaymentInput, orderDetailSchema, orderIdParams } from '@/lib/domain/orders/schemas';

export const PUT = defineRoute({
  access: access.area('payment', 2),
  summary:
    'Payment checked correct: an unpaid order (100) becomes 111 Awaiting Shipment. slip_amount (the amount read on the slip) is required: kept, and a difference from the total is flagged on the event. ' +
    'Without a slip, `no_slip: true` instead (payment level 3, recorded on the event). Answers the order',
  tags: ['orders', 'payments'],
  params: orderIdParams,
  body: confirmPaymentInput,
  response: orderDetailSchema,
  idempotent: true,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await confirmPaymentSuccess(db, actor, params.id, body, requestId), {
      msg: 'common.updateSuccess',
    }),
});
