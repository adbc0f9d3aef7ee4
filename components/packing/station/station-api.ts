'use client';
import { api } from '@/components/lib/api';
import { newDraftId } from '@/components/form/draft-id';
import type { LinkedCouponAnswer, PackingState } from '@/lib/domain/packing/shared/schemas';

// The station's calls. Each scan is its own Idempotency-Key: a request the network loses
// and the browser repeats counts once, while a second scan of the same unit counts again.

async function post<T = PackingState>(path: string, body: unknown): Promise<T> {
  const res = await api<{ Datum: T }>(path, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': `station-${newDraftId()}` },
  });
  return res.Datum;
}

export const stationApi = {
  open: (orderCode: string) =>
    post('/api/v2/packings/verify/createoradd', { order_code: orderCode }),
  count: (orderId: number, barcode: string) =>
    post('/api/v2/packings/verify/createoradd', { order_id: orderId, barcode }),
  remove: (packingId: number, barcode: string) =>
    post('/api/v2/packings/verify/remove', { packing_id: packingId, barcode }),
  close: (packingId: number) => post('/api/v3/packings/verify/close', { packing_id: packingId }),
  /** A coupon's code or a member's personal code (their LINE page's QR) on the open order. */
  linkCoupon: (orderId: number, couponCode: string) =>
    post<LinkedCouponAnswer>('/api/v2/packings/verify/linkcoupon', {
      order_id: orderId,
      coupon_code: couponCode,
    }),
};

/** The label PDF of a closed order, opened in a new tab. */
export function printLabelHref(orderId: number) {
  return `/api/v1/packings/print?order_ids=${orderId}`;
}
