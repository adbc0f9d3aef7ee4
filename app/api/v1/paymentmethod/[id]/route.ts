import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, message } from '@/lib/http/respond';
import {
  paymentMethodDetailSchema,
  paymentMethodIdParams,
  updatePaymentMethodInput,
} from '@/lib/domain/payments-setup/schemas';
import {
  deletePaymentMethod,
  getPaymentMethod,
  updatePaymentMethod,
} from '@/lib/domain/payments-setup/service';

export const GET = defineRoute({
  access: access.signedIn(),
  summary: 'One payment method with its whole bank account number and PromptPay id',
  tags: ['payment methods'],
  params: paymentMethodIdParams,
  response: paymentMethodDetailSchema,
  handler: async ({ db, params }) => datum(await getPaymentMethod(db, params.id)),
});

export const PUT = defineRoute({
  access: access.admin(),
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
  access: access.admin(),
  summary:
    'Delete a payment method; refused (paymentMethod.inUse) while orders or platform shops use it: deactivate it instead',
  tags: ['payment methods'],
  params: paymentMethodIdParams,
  handler: async ({ db, actor, params, requestId }) => {
    await deletePaymentMethod(db, actor, params.id, requestId);
    return message('common.deleteSuccess');
  },
});
