import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { sendOrderToLine } from '@/lib/domain/line/member-order';
import { orderLineSendSchema } from '@/lib/domain/line/member-order-schemas';
import { orderIdParams } from '@/lib/domain/orders/schemas';

export const POST = defineRoute({
  access: access.area('order', 2),
  summary:
    "Send to LINE: queue the order's summary and its PromptPay QR (while it awaits payment, with a PromptPay method) to the order's LINE member again; 202. An order on no member's customer record: line.orderWithoutMember",
  tags: ['orders', 'line'],
  params: orderIdParams,
  response: orderLineSendSchema,
  handler: async ({ db, actor, params }) =>
    datum(await sendOrderToLine(db, actor.enterpriseId, params.id), { status: 202 }),
});
