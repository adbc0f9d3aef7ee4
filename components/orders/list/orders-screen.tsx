'use client';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { DataTable, useListUrl } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { orderColumns } from '@/components/orders/list/columns';
import { lastBangkokDays } from '@/components/date-range/day-range';
import { countsQuery } from '@/components/orders/list/filter-query';
import { useOrderFilters, type OrderFilterOptions } from '@/components/orders/list/filters';
import { StatusChipBar } from '@/components/orders/list/status-chip-bar';
import { ORDER_LIST_CHIPS } from '@/components/orders/list/status-chips';
import { useListMemory } from '@/components/orders/list/use-list-memory';
import { useStatusCounts } from '@/components/orders/list/use-status-counts';

/**
 * /backoffice/orders: the orders of the last 7 Bangkok days by default, status chips with
 * counts, filters, search, export of what is shown, and the page kept for the tab.
 */
export function OrdersScreen({
  options,
  canCreate,
}: {
  options: OrderFilterOptions;
  /** Order level 2: the New order button. */
  canCreate: boolean;
}) {
  const t = useTranslations('orderList');
  const tAll = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const url = useListUrl();
  useListMemory('orders');

  // Fixed for the visit, so the default range does not move under the user at midnight.
  const [defaults] = useState(() => lastBangkokDays(new Date()));
  const baseQuery = useMemo(() => ({ ...defaults }), [defaults]);
  const filters = useOrderFilters(options, { defaults, required: true }, 'orders');
  const columns = useMemo(() => orderColumns(tAll, locale), [tAll, locale]);
  const counts = useStatusCounts(countsQuery(url.values, defaults));

  return (
    <div className="space-y-3">
      <StatusChipBar set={ORDER_LIST_CHIPS} url={url} counts={counts} testId="orders-status" />
      <DataTable
        endpoint="/api/v1/orders"
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="-created_at"
        searchPlaceholder={t('searchPlaceholder')}
        filters={filters}
        baseQuery={baseQuery}
        testId="orders-table"
        exportUrl="/api/v1/orders/export"
        actions={
          <>
            {Object.keys(url.values).length > 0 && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => router.replace(pathname, { scroll: false })}
                data-testid="orders-reset"
              >
                {t('resetFilters')}
              </Button>
            )}
            {canCreate && (
              <ButtonLink href="/backoffice/orders/new" size="sm" data-testid="orders-new">
                {t('newOrder')}
              </ButtonLink>
            )}
          </>
        }
      />
    </div>
  );
}
