import { z } from 'zod';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import {
  paymentMethodDetailSchema,
  paymentMethodInput,
  paymentMethodListQuery,
  paymentMethodRowSchema,
} from '@/lib/domain/payment-methods/schemas';
import { PAYMENT_METHOD_ACCESS } from '@/lib/domain/payment-methods/access';
import { createPaymentMethod, listPaymentMethods } from '@/lib/domain/payment-methods/service';

export const GET = defineRoute({
  access: PAYMENT_METHOD_ACCESS.read,
  summary:
    'Payment methods of your enterprise (bank short name and masked account number): search, ' +
    'filter by type and active, sort, paginated; `all=1` answers every match unpaged (at most 500) for pickers',
  tags: ['payment methods'],
  query: paymentMethodListQuery,
  response: z.array(paymentMethodRowSchema),
  handler: async ({ db, query }) => {
    const { rows, ...page } = await listPaymentMethods(db, query);
    return list(rows, page);
  },
});

export const POST = defineRoute({
  access: PAYMENT_METHOD_ACCESS.edit,
  summary:
    'Create a payment method. A transfer (type 1) needs `bank_account` { bank_id, account_name, ' +
    'account_number, branch } (or `bank_account_id`); a QR-pay wallet (type 5) may carry `promptpay_id`',
  tags: ['payment methods'],
  body: paymentMethodInput,
  response: paymentMethodDetailSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await createPaymentMethod(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
