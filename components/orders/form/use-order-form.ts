'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductLookupRow } from '@/lib/domain/catalog/schemas';
import {
  withoutIssue,
  withoutLineIssues,
  type FieldIssue,
  type FieldIssues,
} from '@/components/ui/validate';
import { useProductAdding, type Placed } from '@/components/product-picker/use-product-adding';
import {
  addProduct,
  type LineDraft,
  type OrderFormState,
  type RecipientDraft,
} from '@/components/orders/form/form-state';
import { liveTotals, withCoupon } from '@/components/orders/form/to-order-input';
import { productByCode } from '@/components/orders/form/order-api';
import { useCouponCheck } from '@/components/orders/form/use-coupon-check';

/**
 * The order form's state: values, the issues of the last check (by path), the totals and
 * amount problems as staff type (with the coupon's discount: the typed code's check, or
 * the part an edited order's coupon holds), and adding products (picked, or scanned: beep and flash,
 * an unknown code is an error toast).
 */
export function useOrderForm(initial: () => OrderFormState) {
  const t = useTranslations('orderForm');
  const [form, setForm] = useState<OrderFormState>(initial);
  const [issues, setIssues] = useState<FieldIssues>({});
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  }, [form]);

  const base = useMemo(() => liveTotals(form), [form]);
  const coupon = useCouponCheck(
    form.held_coupon ? '' : form.coupon_code,
    base.totals.subtotal,
    base.totals.discount,
  );
  const couponOff = form.held_coupon ? form.held_coupon.discount : coupon.off;
  const live = useMemo(
    () => ({ ...withCoupon(base.totals, couponOff), issues: base.issues }),
    [base, couponOff],
  );

  const set = useCallback(<K extends keyof OrderFormState>(key: K, value: OrderFormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setIssues((all) => withoutIssue(all, key));
  }, []);

  const setRecipient = useCallback((patch: Partial<RecipientDraft>) => {
    setForm((f) => ({ ...f, recipient: { ...f.recipient, ...patch } }));
    setIssues((all) =>
      Object.keys(patch).reduce((acc, k) => withoutIssue(acc, `recipient.${k}`), all),
    );
  }, []);

  /** Changes the lines; the issues of every line go (their indexes may have moved). */
  const setLines = useCallback((change: (lines: LineDraft[]) => LineDraft[], field?: string) => {
    setForm((f) => ({ ...f, lines: change(f.lines) }));
    setIssues((all) => withoutLineIssues(all, field));
  }, []);

  const place = useCallback(
    (product: ProductLookupRow): Placed => {
      const result = addProduct(latest.current.lines, product);
      if (!result.ok) return { ok: false, message: t(`products.${result.reason}`) };
      latest.current = { ...latest.current, lines: result.lines };
      setLines(() => result.lines);
      return { ok: true, key: result.key };
    },
    [setLines, t],
  );
  const notFound = useCallback((code: string) => t('products.notFound', { code }), [t]);
  const { add, addByCode, flashKey } = useProductAdding(place, productByCode, notFound);

  /** The issue to show under a field: the last check's, else the live amount rule's. */
  const issueOf = (field: string): FieldIssue | undefined => issues[field] ?? live.issues[field];

  return {
    form,
    setForm,
    set,
    setRecipient,
    setLines,
    issues,
    setIssues,
    issueOf,
    totals: live.totals,
    /** The coupon's part of the totals' discount ("0.00" without one). */
    couponDiscount: live.coupon,
    couponCheck: coupon.check,
    flashKey,
    add,
    addByCode,
  };
}

export type OrderFormController = ReturnType<typeof useOrderForm>;
