import { defineRoute } from '@/lib/http/define-route';
import { datum, message } from '@/lib/http/respond';
import {
  paymentMethodDetailSchema,
  paymentMethodIdParams,
  updatePaymentMethodInput,
} from '@/lib/domain/payment-methods/schemas';
import { PAYMENT_METHOD_ACCESS, seesWholeNumbers } from '@/lib/domain/payment-methods/access';
import {
  deletePaymentMethod,
  getPaymentMethod,
  updatePaymentMethod,
} from '@/lib/domain/payment-methods/service';

export const GET = defineRoute({
  access: PAYMENT_METHOD_ACCESS.read,
  summary:
    'One payment method. Its bank account number and PromptPay id are whole for a user who may edit it (admin), ' +
    'otherwise masked as in the list (only the last four digits shown)',
  tags: ['payment methods'],
  params: paymentMethodIdParams,
  response: paymentMethodDetailSchema,
  handler: async ({ db, actor, params }) =>
    datum(await getPaymentMethod(db, params.id, { whole: seesWholeNumbers(actor) })),
});

export const PUT = defineRoute({
  access: PAYMENT_METHOD_ACCESS.edit,
  summary:
    'Edit a payment method (fields left out stay); `active: false` deactivates it (hidden from pickers)',
  tags: ['payment methods'],
  params: paymentMethodIdParams,
  body: updatePaymentMethodInput,
  response: paymentMethodDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await updatePaymentMethod(db, actor, params.id, body, requestId), {
      msg: 'common.editSuccess',
    }),
});

export const DELETE = defineRoute({
  access: PAYMENT_METHOD_ACCESS.edit,
  summary:
    'Delete a payment method; refused (paymentMethod.inUse) while orders or platform shops use it: deactivate it instead',
  tags: ['payment methods'],
  params: paymentMethodIdParams,
  handler: async ({ db, actor, params, requestId }) => {
    await deletePaymentMethod(db, actor, params.id, requestId);
    return message('common.deleteSuccess');
  },
});
