'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ListUrl } from '@/components/data-table';
import { searchProducts } from '@/components/catalog/pickers';
import { SearchPicker, type PickerOption } from '@/components/catalog/search-picker';
import { api } from '@/components/lib/api';

/**
 * The report's product filter: a search of our products on sale bound to `product_id` in
 * the URL. A link or a reload with an id names the product again (read once; "#id" when
 * the reader may not open the catalogue).
 */
export function ProductFilter({ url, testId }: { url: ListUrl; testId: string }) {
  const t = useTranslations('reports.filters');
  const id = Number(url.get('product_id')) || 0;
  const [named, setNamed] = useState<PickerOption | null>(null);

  useEffect(() => {
    if (!id || named?.id === id) return;
    const controller = new AbortController();
    api<{ Datum: { id: number; pn: string; name: string } }>(`/api/v1/products/${id}`, {
      signal: controller.signal,
    })
      .then(({ Datum: p }) => setNamed({ id: p.id, label: `${p.pn} · ${p.name}` }))
      .catch(() => {});
    return () => controller.abort();
  }, [id, named]);

  const value = id ? (named?.id === id ? named : { id, label: `#${id}` }) : null;
  return (
    <div className="w-64 text-xs max-sm:w-full">
      <SearchPicker
        label={t('product')}
        placeholder={t('productPlaceholder')}
        value={value}
        onChange={(picked) => {
          setNamed(picked);
          url.set({ product_id: picked?.id ?? null });
        }}
        search={searchProducts}
        testId={testId}
      />
    </div>
  );
}
