'use client';
import { useCallback } from 'react';
import { useLocale } from 'next-intl';
import type { ProductLookupRow } from '@/lib/domain/catalog/schemas';
import { formatNumber } from '@/components/data-table/format';
import { ProductSearchScan } from '@/components/product-picker/product-search-scan';
import { searchProducts } from '@/components/orders/form/order-api';
import type { OrderFormController } from '@/components/orders/form/use-order-form';

/**
 * Adding sellable products to the order (search, scan box, wedge scanner, camera); a
 * suggestion shows the price so staff can tell variants apart.
 */
export function ProductAdder({ ctl, disabled }: { ctl: OrderFormController; disabled?: boolean }) {
  const locale = useLocale();
  const { add, addByCode } = ctl;
  const onCode = useCallback((code: string) => void addByCode(code), [addByCode]);
  const toOption = useCallback(
    (p: ProductLookupRow) => ({
      id: p.id,
      label: `${p.pn} · ${p.name}`,
      detail: [`฿${formatNumber(p.price, locale)}`, p.barcode].filter(Boolean).join(' · '),
      codes: [p.pn, p.barcode],
    }),
    [locale],
  );
  return (
    <ProductSearchScan
      prefix="order"
      messages="orderForm.products"
      layout="desk"
      search={searchProducts}
      toOption={toOption}
      onPick={(p) => add(p, false)}
      onCode={onCode}
      disabled={disabled}
    />
  );
}
