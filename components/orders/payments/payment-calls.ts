'use client';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { api } from '@/components/lib/api';

// The answers of a payment check and the undo of a confirm, shared by the payment queue and
// the order detail. Each answers the order as it is afterwards.

/**
 * PUT payment/confirm/success/{id}: 100 -> 111 with the amount read on the slip, or
 * `noSlip` (a manager confirming without a slip; the server checks the level).
 */
export async function confirmCorrect(
  order: { id: number },
  confirm: { slipAmount: string } | { noSlip: true },
): Promise<OrderDetail> {
  const body = 'noSlip' in confirm ? { no_slip: true } : { slip_amount: confirm.slipAmount };
  const res = await api<{ Datum: OrderDetail }>(
    `/api/v1/orders/payment/confirm/success/${order.id}`,
    { method: 'PUT', body },
  );
  return res.Datum;
}

/** PUT payment/confirm/fail/{id}: 100 -> 140, the reason kept on the order. */
export function confirmIncorrect(order: { id: number }, reason: string, slipAmount: string | null) {
  return api(`/api/v1/orders/payment/confirm/fail/${order.id}`, {
    method: 'PUT',
    body: slipAmount ? { reason, slip_amount: slipAmount } : { reason },
  });
}

/** PUT payment/confirm/undo/{id}: a confirm taken back (111 -> 100), with the reason if any. */
export function undoConfirm(order: { id: number }, reason: string | null) {
  return api(`/api/v1/orders/payment/confirm/undo/${order.id}`, {
    method: 'PUT',
    body: { reason },
  });
}
