'use client';
import { useCallback } from 'react';
import type { WmsProductDto } from '@/lib/domain/wms/setup/schemas';
import { ProductSearchScan } from '@/components/product-picker/product-search-scan';
import { searchWmsProducts } from '@/components/wms/stock/stock-api';
import type { StockFormController } from '@/components/wms/stock/use-stock-form';

const toOption = (p: WmsProductDto) => ({
  id: p.id,
  label: `${p.sku} · ${p.name}`,
  detail: p.barcode,
  codes: [p.sku, p.barcode],
});

/**
 * Adding warehouse products to a bill (search, scan box, wedge scanner, camera), in the
 * tablet's big boxes; scanning a product already on the bill adds 1.
 */
export function StockProductAdder({
  ctl,
  disabled,
}: {
  ctl: StockFormController;
  disabled?: boolean;
}) {
  const { add, addByCode } = ctl;
  const onCode = useCallback((code: string) => void addByCode(code), [addByCode]);
  return (
    <ProductSearchScan
      prefix="stock"
      messages="stockForm.products"
      layout="tablet"
      search={searchWmsProducts}
      toOption={toOption}
      onPick={(p) => add(p, false)}
      onCode={onCode}
      disabled={disabled}
    />
  );
}
