'use client';
import { api } from '@/components/lib/api';
import { newDraftId } from '@/components/form/draft-id';
import type { ReturnCloseInput, ReturnState } from '@/lib/domain/packing/shared/schemas';

// The return station's calls. Each scan is its own Idempotency-Key: a request the network
// loses and the browser repeats counts once, while a second scan of the same unit counts again.

async function post(path: string, body: unknown): Promise<ReturnState> {
  const res = await api<{ Datum: ReturnState }>(path, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': `return-${newDraftId()}` },
  });
  return res.Datum;
}

export const returnApi = {
  open: (orderCode: string) => post('/api/v2/packings/return/create', { order_code: orderCode }),
  count: (orderId: number, barcode: string) =>
    post('/api/v2/packings/return/create', { order_id: orderId, barcode }),
  close: (input: ReturnCloseInput) => post('/api/v2/packings/return/close', input),
};
