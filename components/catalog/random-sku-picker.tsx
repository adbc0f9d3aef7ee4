'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ListEnvelope } from '@/components/data-table';
import { DebouncedInput } from '@/components/data-table';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFeedback } from '@/components/ui/feedback';
import type { RandomSkuRow } from '@/lib/domain/catalog/schemas';

/**
 * "Use a random SKU": lists the unused generated SKUs (GET /api/v1/products/random?used=false)
 * and hands the chosen one to the form. Saving the product marks it used.
 */
export function RandomSkuPicker({ onPick }: { onPick: (sku: string) => void }) {
  const t = useTranslations('products');
  const { showError } = useFeedback();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<RandomSkuRow[] | null>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    api<ListEnvelope<RandomSkuRow>>('/api/v1/products/random', {
      query: { used: 'false', limit: 50, q },
      signal: controller.signal,
    })
      .then((res) => setRows(res.data))
      .catch((error) => {
        if ((error as Error).name !== 'AbortError') showError(error);
      });
    return () => controller.abort();
  }, [open, q, showError]);

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        data-testid="product-form-random-sku"
      >
        {t('form.useRandomSku')}
      </Button>
      {open && (
        <Dialog open onOpenChange={setOpen} title={t('form.randomSkuTitle')}>
          <div className="space-y-3" data-testid="random-sku-picker">
            <DebouncedInput
              value={q}
              onChange={setQ}
              ariaLabel={t('form.randomSkuSearch')}
              placeholder={t('form.randomSkuSearch')}
              type="search"
              className="w-full"
              testId="random-sku-picker-search"
            />
            {rows === null ? (
              <p className="text-sm text-slate-500">{t('picker.loading')}</p>
            ) : rows.length === 0 ? (
              <p className="text-sm text-slate-500" data-testid="random-sku-picker-empty">
                {t('form.randomSkuEmpty')}
              </p>
            ) : (
              <ul className="grid max-h-80 grid-cols-2 gap-2 overflow-y-auto">
                {rows.map((r) => (
                  <li key={r.id}>
                    <button
                      type="button"
                      onClick={() => {
                        onPick(r.sku);
                        setOpen(false);
                      }}
                      className="w-full rounded-md border border-slate-300 px-3 py-2 text-left font-mono text-sm hover:bg-brand-50"
                      data-testid="random-sku-option"
                      data-sku={r.sku}
                    >
                      {r.sku}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Dialog>
      )}
    </>
  );
}
