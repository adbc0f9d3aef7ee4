'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductLookupRow } from '@/lib/domain/catalog/schemas';
import { useFeedback } from '@/components/ui/feedback';
import { withoutIssue, type FieldIssue, type FieldIssues } from '@/components/ui/validate';
import { beep } from '@/components/scanner/beep';
import {
  addProduct,
  type LineDraft,
  type OrderFormState,
  type RecipientDraft,
} from '@/components/orders/form/form-state';
import { liveTotals } from '@/components/orders/form/to-order-input';
import { productByCode } from '@/components/orders/form/order-api';

const FLASH_MS = 900;

/**
 * The order form's state: values, the issues of the last check (by path), the totals and
 * amount problems as staff type, and adding products (picked, or scanned: beep and flash,
 * an unknown code is an error toast).
 */
export function useOrderForm(initial: () => OrderFormState) {
  const t = useTranslations('orderForm');
  const { notify, showError } = useFeedback();
  const [form, setForm] = useState<OrderFormState>(initial);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [flash, setFlash] = useState<{ key: string; n: number } | null>(null);
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  }, [form]);

  const live = useMemo(() => liveTotals(form), [form]);

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
    setIssues((all) =>
      field
        ? withoutIssue(withoutIssue(all, field), 'items')
        : Object.fromEntries(Object.entries(all).filter(([k]) => !k.startsWith('items'))),
    );
  }, []);

  const add = useCallback(
    (product: ProductLookupRow, scanned: boolean) => {
      const result = addProduct(latest.current.lines, product);
      if (!result.ok) {
        if (scanned) beep('error');
        notify('error', t(`products.${result.reason}`));
        return;
      }
      latest.current = { ...latest.current, lines: result.lines };
      setLines(() => result.lines);
      if (scanned) beep('ok');
      setFlash((f) => ({ key: result.key, n: (f?.n ?? 0) + 1 }));
    },
    [notify, setLines, t],
  );

  /** A scanned code (wedge, scan box or camera): the product whose SKU or barcode it is. */
  const addByCode = useCallback(
    async (code: string) => {
      const trimmed = code.trim();
      if (!trimmed) return;
      try {
        const product = await productByCode(trimmed);
        if (product) add(product, true);
        else {
          beep('error');
          notify('error', t('products.notFound', { code: trimmed }));
        }
      } catch (error) {
        beep('error');
        showError(error);
      }
    },
    [add, notify, showError, t],
  );

  useEffect(() => {
    if (!flash) return;
    document
      .querySelector(`[data-line-key="${flash.key}"]`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    const timer = window.setTimeout(() => setFlash(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);

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
    flashKey: flash?.key ?? null,
    add,
    addByCode,
  };
}

export type OrderFormController = ReturnType<typeof useOrderForm>;
