import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { PAYMENT_UNDO_LEVEL, PAYMENT_UNDO_MINUTES } from '@/lib/domain/orders/payment-undo-rule';
import { undoPaymentConfirm } from '@/lib/domain/orders/payment-undo';
import { orderDetailSchema, orderIdParams, undoPaymentInput } from '@/lib/domain/orders/schemas';

export const PUT = defineRoute({
  access: access.area('payment', PAYMENT_UNDO_LEVEL),
  summary:
    `Undo a payment confirm: an order confirmed (111) at most ${PAYMENT_UNDO_MINUTES} minutes ago, with no packing opened and nothing else done to it since, ` +
    'goes back to 100 Unpaid; the reason, when given, is kept on the event. Else 422 order.invalidStatusTransition. Answers the order',
  tags: ['orders', 'payments'],
  params: orderIdParams,
  body: undoPaymentInput,
  response: orderDetailSchema,
  idempotent: true,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await undoPaymentConfirm(db, actor, params.id, body, requestId), {
      msg: 'common.updateSuccess',
    }),
});
