'use client';
import { api } from '@/components/lib/api';
import { newDraftId } from '@/components/form/draft-id';
import type { HandOverResult } from '@/lib/domain/packing/hand-over';

// Each scan is its own Idempotency-Key: a request the network loses and the browser repeats
// moves the order once, while scanning the parcel again asks afresh.
export async function checkParcel(orderCode: string): Promise<HandOverResult> {
  const res = await api<{ Datum: HandOverResult }>('/api/v2/packings/shipping/check', {
    method: 'POST',
    body: { order_code: orderCode },
    headers: { 'Idempotency-Key': `handover-${newDraftId()}` },
  });
  return res.Datum;
}
