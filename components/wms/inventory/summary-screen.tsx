'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { SummaryRow } from '@/lib/domain/wms/inventory/reads/schemas';
import { DataTable } from '@/components/data-table';
import { lowOnlyFilter, storageFilter } from '@/components/wms/inventory/list-filters';
import type { StorageOption } from '@/components/wms/inventory/storage-option';
import { summaryColumns } from '@/components/wms/inventory/summary-columns';

/**
 * /wms/inventory/summary (GET /api/v1/wms/inventory/summary): one row per product, its
 * balance over every storage (or the chosen one), cost, value and threshold.
 */
export function SummaryScreen({ storages }: { storages: StorageOption[] }) {
  const t = useTranslations('inventorySummary');
  const tStorage = useTranslations('storages');
  const locale = useLocale();
  const columns = useMemo(
    () => summaryColumns<SummaryRow>(t, locale, 'inventory-summary'),
    [t, locale],
  );
  const filters = useMemo(
    () => [
      storageFilter(storages, t('fields.storage'), (k) => tStorage(`kinds.${k}`)),
      lowOnlyFilter(t('lowOnly'), 'inventory-summary-low-only'),
    ],
    [storages, t, tStorage],
  );
  return (
    <DataTable
      endpoint="/api/v1/wms/inventory/summary"
      columns={columns}
      getRowId={(r) => String(r.product_id)}
      defaultSort="product_name"
      searchPlaceholder={t('searchPlaceholder')}
      filters={filters}
      testId="inventory-summary-table"
    />
  );
}
