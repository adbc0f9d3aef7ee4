import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { createMemberOrder } from '@/lib/domain/line/member-order';
import { memberOrderInput, memberOrderSchema } from '@/lib/domain/line/member-order-schemas';
import { memberIdParams } from '@/lib/domain/members/schemas';

// LINE orders (docs/members.md, LINE orders): taking an order is order work (order 2).
export const POST = defineRoute({
  access: access.area('order', 2),
  summary:
    "Create an order taken in the member's LINE chat: the order form's fields, the recipient filled from the member (each field overridable), on the member's customer record (so total_spending follows it), platform 5; with send_line (default) the order summary and its PromptPay QR are pushed to the member on LINE. A blocked member: member.blocked. Honours Idempotency-Key",
  tags: ['members', 'orders'],
  params: memberIdParams,
  body: memberOrderInput,
  response: memberOrderSchema,
  idempotent: true,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await createMemberOrder(db, actor, params.id, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
