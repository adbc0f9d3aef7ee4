import QRCode from 'qrcode';
import { z } from 'zod';
import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { digitsOnly, maskNumber } from '@/lib/domain/payment-methods/promptpay';
import { isPromptPayTarget, promptPayPayload } from '@/lib/domain/payments/promptpay-qr';

// GET /api/v1/orders/{id}/promptpay: the PromptPay QR of the order's amount due, for the
// customer to scan with any Thai banking app. The payload is dynamic (the amount is in
// it) and names the PromptPay id of the order's payment method.

export const orderPromptPaySchema = z.object({
  /** The EMVCo text the QR carries (CRC-16 included). */
  payload: z.string(),
  /** The amount in the QR: the order's total, "1250.00". */
  amount: z.string(),
  /** The PromptPay id, only its last four digits shown. */
  target: z.string(),
  /** The QR code as an SVG document. */
  svg: z.string(),
});
export type OrderPromptPay = z.infer<typeof orderPromptPaySchema>;

export async function orderPromptPay(db: TenantDb, id: number): Promise<OrderPromptPay> {
  const order = await db.order.findFirst({
    where: { id },
    select: { total: true, paymentMethod: { select: { name: true, promptpayId: true } } },
  });
  if (!order) throw new AppError('order.notFound', `order ${id}`);
  const promptpayId = order.paymentMethod.promptpayId;
  if (!isPromptPayTarget(promptpayId))
    throw new AppError('payment.noPromptPay', order.paymentMethod.name);
  const amount = order.total.toFixed(2);
  const payload = promptPayPayload({ target: promptpayId, amount });
  const svg = await QRCode.toString(payload, { type: 'svg', margin: 1 });
  return { payload, amount, target: maskNumber(digitsOnly(promptpayId)) ?? '', svg };
}
