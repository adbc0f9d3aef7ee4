'use client';
import { api } from '@/components/lib/api';

// The two answers of a payment check, shared by the payment queue and the order detail.

/** PUT payment/confirm/success/{id}: 100 -> 111, with the amount read on the slip when typed. */
export function confirmCorrect(order: { id: number }, slipAmount: string | null) {
  return api(`/api/v1/orders/payment/confirm/success/${order.id}`, {
    method: 'PUT',
    body: slipAmount ? { slip_amount: slipAmount } : {},
  });
}

/** PUT payment/confirm/fail/{id}: 100 -> 140, the reason kept on the order. */
export function confirmIncorrect(order: { id: number }, reason: string, slipAmount: string | null) {
  return api(`/api/v1/orders/payment/confirm/fail/${order.id}`, {
    method: 'PUT',
    body: slipAmount ? { reason, slip_amount: slipAmount } : { reason },
  });
}
