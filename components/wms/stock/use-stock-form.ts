'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { WmsProductDto } from '@/lib/domain/wms/setup/schemas';
import { MAX_BILL_LINES } from '@/lib/domain/wms/inventory/writes/schemas';
import { withoutIssue, withoutLineIssues, type FieldIssues } from '@/components/ui/validate';
import { useProductAdding, type Placed } from '@/components/product-picker/use-product-adding';
import { wmsProductByCode } from '@/components/wms/stock/stock-api';
import { addProduct, type DraftLine, type StockDraft } from '@/components/wms/stock/stock-draft';

/**
 * A stock form's draft: its values, the issues of the last check (by field), and adding
 * products (picked, or scanned: beep and flash; an unknown code is an error toast).
 */
export function useStockForm(initial: () => StockDraft) {
  const t = useTranslations('stockForm');
  const [draft, setDraft] = useState<StockDraft>(initial);
  const [issues, setIssues] = useState<FieldIssues>({});
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
    setIssues((all) => withoutLineIssues(all, field));
  }, []);

  const place = useCallback(
    (product: WmsProductDto): Placed => {
      const result = addProduct(latest.current.lines, product);
      if (!result.ok)
        return { ok: false, message: t(`validation.${result.reason}`, { max: MAX_BILL_LINES }) };
      setLines(() => result.lines);
      return { ok: true, key: result.key };
    },
    [setLines, t],
  );
  const notFound = useCallback((code: string) => t('products.notFound', { code }), [t]);
  const { add, addByCode, flashKey } = useProductAdding(place, wmsProductByCode, notFound);

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
    flashKey,
    add,
    addByCode,
    reset,
  };
}

export type StockFormController = ReturnType<typeof useStockForm>;
