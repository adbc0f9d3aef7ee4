'use client';
import { useEffect, useState } from 'react';
import { api } from '@/components/lib/api';
import type { StatusCounts } from '@/components/orders/list/status-chips';

/**
 * The counts of the status chips (GET /api/v1/orders/counts with the list's filters but
 * the status), read again when the filters or `reloadKey` change. Null while unknown or
 * when the call fails (the chips then show no numbers; the list shows its own error).
 */
export function useStatusCounts(
  query: string,
  reloadKey: string | number = 0,
): StatusCounts | null {
  const [result, setResult] = useState<StatusCounts | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api<{ Datum: StatusCounts }>('/api/v1/orders/counts', {
      query: Object.fromEntries(new URLSearchParams(query)),
      signal: controller.signal,
    })
      .then((body) => {
        if (!controller.signal.aborted) setResult(body.Datum ?? null);
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult(null);
      });
    return () => controller.abort();
  }, [query, reloadKey]);
  // Old numbers stay while new ones load (no flicker); a failure shows none.
  return result;
}
