'use client';
import { useEffect, useState } from 'react';
import type { CouponCheckAnswer } from '@/lib/domain/coupons/schemas';
import { ApiError } from '@/components/lib/api';
import { checkCouponCode } from '@/components/orders/form/order-api';

// The coupon code typed on the order form, checked as staff type (GET /api/v1/coupon/check):
// 300 ms after the last key, and again when the items amount or the order's own discount
// changes. Only the newest check counts. The check counts no use; the order's save judges.

export const COUPON_CHECK_DELAY_MS = 300;

export type CouponCheck =
  | { status: 'idle' }
  | { status: 'checking'; code: string }
  | { status: 'ok'; code: string; answer: CouponCheckAnswer }
  /** `key`: the refusal's catalogue key (messages errors.*). */
  | { status: 'refused'; code: string; key: string };

type Done = Exclude<CouponCheck, { status: 'idle' } | { status: 'checking' }>;

export function useCouponCheck(code: string, itemsAmount: string, discount: string) {
  const typed = code.trim();
  const want = typed ? JSON.stringify([typed, itemsAmount, discount]) : '';
  const [done, setDone] = useState<{ want: string; result: Done } | null>(null);

  useEffect(() => {
    if (!want) return;
    const ctrl = new AbortController();
    const timer = window.setTimeout(() => {
      checkCouponCode({ code: typed, items_amount: itemsAmount, discount }, ctrl.signal).then(
        (answer) => setDone({ want, result: { status: 'ok', code: typed, answer } }),
        (error: unknown) => {
          if (ctrl.signal.aborted) return;
          const key = error instanceof ApiError ? error.msg : 'common.systemError';
          setDone({ want, result: { status: 'refused', code: typed, key } });
        },
      );
    }, COUPON_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      ctrl.abort();
    };
  }, [want, typed, itemsAmount, discount]);

  const check: CouponCheck = !want
    ? { status: 'idle' }
    : done?.want === want
      ? done.result
      : { status: 'checking', code: typed };
  // While the same code is checked again (the items changed), its last discount still
  // counts in the totals (cut down to the items by withCoupon) so the total does not flicker.
  const lastOk =
    done && done.result.status === 'ok' && done.result.code === typed ? done.result.answer : null;
  const off =
    check.status === 'ok'
      ? check.answer.discount
      : check.status === 'checking'
        ? (lastOk?.discount ?? null)
        : null;
  return { check, off };
}
