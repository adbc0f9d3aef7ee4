'use client';
import { useCallback, useState } from 'react';
import type { SlipResult } from '@/lib/domain/orders/schemas';
import { uploadSlip } from '@/components/orders/form/order-api';

export type SlipState =
  | { status: 'none' }
  | { status: 'uploading' }
  | { status: 'done'; result: SlipResult }
  | { status: 'failed'; error: unknown; retry: () => void };

async function run(set: (state: SlipState) => void, orderId: number, file: File): Promise<void> {
  set({ status: 'uploading' });
  try {
    set({ status: 'done', result: await uploadSlip(orderId, file) });
  } catch (error) {
    set({ status: 'failed', error, retry: () => void run(set, orderId, file) });
  }
}

/**
 * The slip upload after an order is saved: called from the submit (not an effect, so it
 * runs once). A failure keeps the order (it is saved) and offers a retry.
 */
export function useSlipUpload() {
  const [state, setState] = useState<SlipState>({ status: 'none' });
  const upload = useCallback(async (orderId: number, file: File | null): Promise<void> => {
    if (!file) return setState({ status: 'none' });
    await run(setState, orderId, file);
  }, []);
  const reset = useCallback(() => setState({ status: 'none' }), []);
  return { slipState: state, uploadSlip: upload, resetSlip: reset };
}
