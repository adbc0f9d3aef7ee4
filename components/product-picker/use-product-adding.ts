'use client';
import { useCallback, useEffect, useState } from 'react';
import { useFeedback } from '@/components/ui/feedback';
import { beep } from '@/components/scanner/beep';

/** Long enough to see which line a scan reached, short enough for the next scan. */
const FLASH_MS = 900;

/** A product put on the form's lines (the key of the line it reached), or why not. */
export type Placed = { ok: true; key: string } | { ok: false; message: string };

/**
 * Adding products to a form's lines, picked or scanned. A scan beeps (a clerk scanning
 * does not look at the screen) and the line it reached flashes and scrolls into view
 * (`data-line-key`); a refusal and an unknown code are error toasts. The form says how a
 * product goes on its lines (`place`), how a code is looked up (`byCode`) and how an
 * unknown code is told; all three stable (memoised).
 */
export function useProductAdding<P>(
  place: (product: P) => Placed,
  byCode: (code: string) => Promise<P | null>,
  notFound: (code: string) => string,
) {
  const { notify, showError } = useFeedback();
  const [flash, setFlash] = useState<{ key: string; n: number } | null>(null);

  const add = useCallback(
    (product: P, scanned: boolean) => {
      const placed = place(product);
      if (!placed.ok) {
        if (scanned) beep('error');
        notify('error', placed.message);
        return;
      }
      if (scanned) beep('ok');
      // `n` makes a second scan of the same line flash again.
      setFlash((f) => ({ key: placed.key, n: (f?.n ?? 0) + 1 }));
    },
    [notify, place],
  );

  /** A scanned code (wedge, scan box or camera): the product whose SKU or barcode it is. */
  const addByCode = useCallback(
    async (code: string) => {
      const trimmed = code.trim();
      if (!trimmed) return;
      try {
        const product = await byCode(trimmed);
        if (product) add(product, true);
        else {
          beep('error');
          notify('error', notFound(trimmed));
        }
      } catch (error) {
        beep('error');
        showError(error);
      }
    },
    [add, byCode, notFound, notify, showError],
  );

  useEffect(() => {
    if (!flash) return;
    document
      .querySelector(`[data-line-key="${flash.key}"]`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    const timer = window.setTimeout(() => setFlash(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);

  return { add, addByCode, flashKey: flash?.key ?? null };
}
