'use client';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReturningRow } from '@/lib/domain/packing/returns/returning-schemas';
import { DataTable, type DataTableFilter } from '@/components/data-table';
import { ResetFiltersButton } from '@/components/data-table/reset-filters-button';
import { returningListColumns } from '@/components/packing/returns/returning-list-columns';

const PLATFORMS = [1, 2, 3, 4, 5, 8] as const;

/**
 * /backoffice/returnv0: the returns on their way back (GET /api/v2/orders/returning), the
 * longest waiting first, each with the platform's request; "Receive parcel" opens the
 * return station on the order (order_return 2). Filters kept in the URL: channel, search.
 */
export function ReturningListScreen(props: { canReceive: boolean }) {
  const t = useTranslations('returningList');
  const tPlatform = useTranslations('orders.platforms');
  const locale = useLocale();
  // One "now" per visit: the days on the way do not tick while the list is open.
  const [now] = useState(() => Date.now());
  const columns = useMemo(
    () =>
      returningListColumns(t, (code) => tPlatform(code as '1'), locale, {
        canReceive: props.canReceive,
        now,
      }),
    [t, tPlatform, locale, props.canReceive, now],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'platform',
        label: t('filters.platform'),
        options: PLATFORMS.map((p) => ({ value: p, label: tPlatform(String(p) as '1') })),
      },
      {
        kind: 'text',
        key: 'search',
        label: t('filters.search'),
        placeholder: t('filters.searchPlaceholder'),
      },
    ],
    [t, tPlatform],
  );

  return (
    <DataTable<ReturningRow>
      endpoint="/api/v2/orders/returning"
      columns={columns}
      getRowId={(r) => String(r.order_id)}
      searchable={false}
      filters={filters}
      testId="returning-list"
      actions={<ResetFiltersButton label={t('resetFilters')} testId="returning-list-reset" />}
    />
  );
}
