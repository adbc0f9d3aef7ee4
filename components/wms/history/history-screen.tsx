'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { BILL_KIND_KEY, BILL_KINDS } from '@/lib/domain/wms/inventory/shared/kinds';
import type { HistoryHead } from '@/lib/domain/wms/inventory/reads/schemas';
import { DataTable, useListUrl, type DataTableFilter } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import type { HolderOption, StorageOption } from '@/components/wms/stock/stock-bill';
import { storageLabel } from '@/components/wms/stock/storage-select';
import { historyBody } from '@/components/wms/history/history-body';
import { useBillNoteText } from '@/components/wms/history/bill-note';
import { historyColumns } from '@/components/wms/history/history-columns';
import { HistoryDateRange } from '@/components/wms/history/history-date-range';
import { ProductFilter } from '@/components/wms/history/product-filter';

/**
 * /wms/history: the stock bills, newest first (POST /api/v1/wms/inventory/history), with
 * filters kept in the URL: Bangkok day range, kind, storage, product, user, bill number;
 * each bill number opens the bill.
 */
export function HistoryScreen({
  storages,
  users,
}: {
  storages: StorageOption[];
  users: HolderOption[];
}) {
  const t = useTranslations('inventoryHistory');
  const tKinds = useTranslations('inventoryKinds');
  const tPo = useTranslations('poReceiving.history');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const url = useListUrl();
  const noteText = useBillNoteText();
  const columns = useMemo(
    () => historyColumns(t, locale, noteText, tPo('po')),
    [t, locale, noteText, tPo],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'custom',
        keys: ['start_date', 'end_date'],
        render: (u) => <HistoryDateRange url={u} testId="history-date" />,
      },
      {
        kind: 'select',
        key: 'kind',
        label: t('filters.kind'),
        options: BILL_KINDS.map((k) => ({ value: k, label: tKinds(BILL_KIND_KEY[k]) })),
      },
      {
        kind: 'select',
        key: 'storage_id',
        label: t('filters.storage'),
        options: storages.map((s) => ({ value: s.id, label: storageLabel(s) })),
      },
      {
        kind: 'custom',
        keys: ['product_id'],
        render: (u) => <ProductFilter url={u} testId="history-product" />,
      },
      {
        kind: 'select',
        key: 'user_id',
        label: t('filters.user'),
        options: users.map((u) => ({ value: u.id, label: u.name })),
      },
      {
        kind: 'text',
        key: 'bill_number',
        label: t('filters.billNumber'),
        placeholder: t('filters.billNumberPlaceholder'),
      },
    ],
    [storages, users, t, tKinds],
  );

  return (
    <DataTable<HistoryHead>
      endpoint="/api/v1/wms/inventory/history"
      postBody={historyBody}
      columns={columns}
      getRowId={(r) => String(r.ID)}
      searchable={false}
      filters={filters}
      defaultSort="-created_at"
      testId="history-table"
      actions={
        Object.keys(url.values).length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => router.replace(pathname, { scroll: false })}
            data-testid="history-reset"
          >
            {t('resetFilters')}
          </Button>
        )
      }
    />
  );
}
