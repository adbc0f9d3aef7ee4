import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderIdParams } from '@/lib/domain/orders/schemas';
import { orderPromptPay, orderPromptPaySchema } from '@/lib/domain/orders/promptpay';

export const GET = defineRoute({
  access: access.area('order', 1),
  summary:
    "PromptPay QR of the order's total for the customer to pay: the EMVCo payload (CRC-16), the amount, the masked PromptPay id of the order's payment method and the QR as SVG; payment.noPromptPay when the method has no PromptPay id",
  tags: ['orders', 'payments'],
  params: orderIdParams,
  response: orderPromptPaySchema,
  handler: async ({ db, params }) => datum(await orderPromptPay(db, params.id)),
});
