'use client';
import type { useTranslations } from 'next-intl';
import { nameColumn } from '@/components/reports/report-columns';
import { productName } from '@/components/reports/report-names';
import type { ReportColumn } from '@/components/reports/report-table-features';
import type { ProductFields } from '@/components/reports/report-types';

type T = ReturnType<typeof useTranslations>;

/** The product of a row: its SKU, then its name (unmapped platform lines say so). */
export function productColumns<R extends ProductFields>(
  t: T,
  totalLabel?: string,
): Array<ReportColumn<R>> {
  return [
    nameColumn<R>(
      'product_pn',
      t('reports.columns.sku'),
      (r) => <span className="font-mono">{r.product_pn ?? ''}</span>,
      totalLabel,
    ),
    nameColumn<R>('product', t('reports.columns.product'), (r) => productName(t, r)),
  ];
}
