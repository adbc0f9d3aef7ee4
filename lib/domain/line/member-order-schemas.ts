import { z } from 'zod';
import { createOrderInput, orderDetailSchema, recipientInput } from '@/lib/domain/orders/schemas';

// LINE orders (docs/members.md, LINE orders): the order taken in a member's LINE chat.
// Zod and plain data only, shared by the route, the service and the order form.

/** The selling platform code of an order taken in the shop's LINE chat (spec: platforms). */
export const LINE_PLATFORM = 5;

/**
 * POST /api/v2/member/{id}/order: the order form's fields but the customer ones (the
 * order is the member's: its customer record, created from the member when it has none).
 * `recipient` overrides the member's own name, phone and address field by field; left
 * out, each comes from the member. `send_line` (default true) pushes the order summary
 * and the PromptPay QR to the member at once.
 */
export const memberOrderInput = createOrderInput
  .omit({ recipient: true, customer_id: true, save_customer: true, platform_order_id: true })
  .extend({
    recipient: recipientInput.partial().optional(),
    send_line: z.boolean().default(true),
  })
  .strict();
export type MemberOrderInput = z.output<typeof memberOrderInput>;

/** The created order, the member it is for and the LINE send queued (null: not sent). */
export const memberOrderSchema = orderDetailSchema.extend({
  member_id: z.number(),
  line_message_id: z.number().nullable(),
});
export type MemberOrder = z.infer<typeof memberOrderSchema>;

/** POST /api/v1/orders/{id}/line: the send queued (`line_messages`, kind `order`). */
export const orderLineSendSchema = z.object({
  line_message_id: z.number(),
  member_id: z.number(),
  status: z.literal('queued'),
  /** Whether the push carries the PromptPay QR image (the payment method has a PromptPay id). */
  with_qr: z.boolean(),
});
export type OrderLineSend = z.infer<typeof orderLineSendSchema>;

/** The member an order form is opened for (/backoffice/orders/new?member_id=). */
export interface OrderFormMember {
  id: number;
  display_name: string | null;
  line_user_id: string;
  recipient: {
    name: string;
    phone: string;
    address: string;
    subdistrict: string;
    district: string;
    province: string;
    zipcode: string;
  };
}
