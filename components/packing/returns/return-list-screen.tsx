'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReturnRow } from '@/lib/domain/packing/returns/list-schemas';
import { DataTable, type DataTableFilter } from '@/components/data-table';
import { ResetFiltersButton } from '@/components/data-table/reset-filters-button';
import { DateRangePicker } from '@/components/date-range/date-range-picker';
import { returnListColumns } from '@/components/packing/returns/return-list-columns';

/**
 * /backoffice/returnv2: the received returns, newest first (GET /api/v2/packings/return),
 * with filters kept in the URL: Bangkok days received (both or neither, at most 31),
 * status, order or return number.
 */
export function ReturnListScreen() {
  const t = useTranslations('returnList');
  const locale = useLocale();
  const columns = useMemo(() => returnListColumns(t, locale), [t, locale]);

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'custom',
        keys: ['start_date', 'end_date'],
        render: (u) => (
          <DateRangePicker
            url={u}
            defaults={null}
            required={false}
            label={t('dates.label')}
            testId="return-list-date"
          />
        ),
      },
      {
        kind: 'select',
        key: 'status',
        label: t('filters.status'),
        options: ([1, 2, 3] as const).map((s) => ({ value: s, label: t(`status.${s}`) })),
      },
      {
        kind: 'text',
        key: 'order_number',
        label: t('filters.orderNumber'),
        placeholder: t('filters.orderNumberPlaceholder'),
      },
    ],
    [t],
  );

  return (
    <DataTable<ReturnRow>
      endpoint="/api/v2/packings/return"
      columns={columns}
      getRowId={(r) => String(r.id)}
      searchable={false}
      filters={filters}
      testId="return-list"
      actions={<ResetFiltersButton label={t('resetFilters')} testId="return-list-reset" />}
    />
  );
}
