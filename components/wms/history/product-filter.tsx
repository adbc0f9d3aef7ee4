'use client';
import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { WmsProductDetailDto } from '@/lib/domain/wms/setup/schemas';
import type { ListUrl } from '@/components/data-table';
import { api } from '@/components/lib/api';
import { SearchPicker, type PickerOption } from '@/components/catalog/search-picker';
import { searchWmsProducts } from '@/components/wms/stock/stock-api';

const option = (p: { id: number; name: string; sku: string; barcode?: string }): PickerOption => ({
  id: p.id,
  label: p.name,
  detail: p.sku,
  codes: [p.sku, p.barcode],
});

/**
 * The history's product filter: a warehouse product search bound to `product_id` in the
 * URL; a link or reload with an id shows the product's name again (read once).
 */
export function ProductFilter({ url, testId }: { url: ListUrl; testId: string }) {
  const t = useTranslations('inventoryHistory.filters');
  const id = Number(url.get('product_id')) || 0;
  const [named, setNamed] = useState<PickerOption | null>(null);

  useEffect(() => {
    if (!id || named?.id === id) return;
    const controller = new AbortController();
    api<{ Datum: WmsProductDetailDto }>(`/api/v1/wms/product/${id}`, { signal: controller.signal })
      .then((res) => setNamed(option(res.Datum)))
      .catch(() => {});
    return () => controller.abort();
  }, [id, named]);

  const search = useCallback(
    async (q: string, signal: AbortSignal) => (await searchWmsProducts(q, signal)).map(option),
    [],
  );

  const value = id ? (named?.id === id ? named : { id, label: `#${id}` }) : null;
  return (
    <div className="w-64 text-xs">
      <SearchPicker
        label={t('product')}
        placeholder={t('productPlaceholder')}
        value={value}
        onChange={(picked) => {
          setNamed(picked);
          url.set({ product_id: picked?.id ?? null });
        }}
        search={search}
        testId={testId}
      />
    </div>
  );
}
