'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { WmsProductDto } from '@/lib/domain/wms/setup/schemas';
import { MAX_BILL_LINES } from '@/lib/domain/wms/inventory/write-schemas';
import { useFeedback } from '@/components/ui/feedback';
import { withoutIssue, type FieldIssues } from '@/components/ui/validate';
import { beep } from '@/components/scanner/beep';
import { wmsProductByCode } from '@/components/wms/stock/stock-api';
import { addProduct, type DraftLine, type StockDraft } from '@/components/wms/stock/stock-draft';

const FLASH_MS = 900;

/**
 * A stock form's draft: its values, the issues of the last check (by field), and adding
 * products (picked, or scanned: beep and flash; an unknown code is an error toast).
 */
export function useStockForm(initial: () => StockDraft) {
  const t = useTranslations('stockForm');
  const { notify, showError } = useFeedback();
  const [draft, setDraft] = useState<StockDraft>(initial);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [flash, setFlash] = useState<{ key: string; n: number } | null>(null);
  // Two scans in a row must both count, before React has drawn the first.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  const set = useCallback(<K extends keyof StockDraft>(key: K, value: StockDraft[K]) => {
    latest.current = { ...latest.current, [key]: value };
    setDraft((d) => ({ ...d, [key]: value }));
    setIssues((all) => withoutIssue(all, key));
  }, []);

  /** Changes the lines; the issues of every line go (their indexes may have moved). */
  const setLines = useCallback((change: (lines: DraftLine[]) => DraftLine[], field?: string) => {
    const lines = change(latest.current.lines);
    latest.current = { ...latest.current, lines };
    setDraft((d) => ({ ...d, lines }));
    setIssues((all) =>
      field
        ? withoutIssue(withoutIssue(all, field), 'items')
        : Object.fromEntries(Object.entries(all).filter(([k]) => !k.startsWith('items'))),
    );
  }, []);

  const add = useCallback(
    (product: WmsProductDto, scanned: boolean) => {
      const result = addProduct(latest.current.lines, product);
      if (!result.ok) {
        if (scanned) beep('error');
        notify('error', t(`validation.${result.reason}`, { max: MAX_BILL_LINES }));
        return;
      }
      setLines(() => result.lines);
      if (scanned) beep('ok');
      setFlash((f) => ({ key: result.key, n: (f?.n ?? 0) + 1 }));
    },
    [notify, setLines, t],
  );

  /** A scanned code (wedge, scan box or camera): the warehouse product it is the barcode or SKU of. */
  const addByCode = useCallback(
    async (code: string) => {
      const trimmed = code.trim();
      if (!trimmed) return;
      try {
        const product = await wmsProductByCode(trimmed);
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

  const reset = useCallback((next: StockDraft) => {
    latest.current = next;
    setDraft(next);
    setIssues({});
  }, []);

  return {
    draft,
    set,
    setLines,
    issues,
    setIssues,
    flashKey: flash?.key ?? null,
    add,
    addByCode,
    reset,
  };
}

export type StockFormController = ReturnType<typeof useStockForm>;
