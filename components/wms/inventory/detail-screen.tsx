'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { SummaryRowV2 } from '@/lib/domain/wms/inventory/reads/schemas';
import { DataTable } from '@/components/data-table';
import { lowOnlyFilter, storageFilter } from '@/components/wms/inventory/list-filters';
import { StorageBreakdown } from '@/components/wms/inventory/storage-breakdown';
import type { StorageOption } from '@/components/wms/inventory/storage-option';
import { summaryColumns } from '@/components/wms/inventory/summary-columns';

const renderBreakdown = (row: SummaryRowV2) => <StorageBreakdown row={row} />;

/**
 * /wms/inventory/detail (GET /api/v2/wms/inventory/summary): the per-product summary whose
 * rows open onto the balance in each storage.
 */
export function DetailScreen({ storages }: { storages: StorageOption[] }) {
  const t = useTranslations('inventorySummary');
  const tStorage = useTranslations('storages');
  const locale = useLocale();
  const columns = useMemo(
    () => summaryColumns<SummaryRowV2>(t, locale, 'inventory-detail'),
    [t, locale],
  );
  const filters = useMemo(
    () => [
      storageFilter(storages, t('fields.storage'), (k) => tStorage(`kinds.${k}`)),
      lowOnlyFilter(t('lowOnly'), 'inventory-detail-low-only'),
    ],
    [storages, t, tStorage],
  );
  return (
    <DataTable
      endpoint="/api/v2/wms/inventory/summary"
      columns={columns}
      getRowId={(r) => String(r.product_id)}
      defaultSort="product_name"
      searchPlaceholder={t('searchPlaceholder')}
      filters={filters}
      renderDetail={renderBreakdown}
      testId="inventory-detail-table"
    />
  );
}
