'use client';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { SHIPPING_PROVIDER } from '@/lib/domain/orders/tracking';
import type { DataTableFilter } from '@/components/data-table/types';
import type { DayRange } from '@/components/date-range/day-range';
import { DateRangePicker } from '@/components/date-range/date-range-picker';
import { PLATFORM_IDS } from '@/components/orders/list/code-label';

export interface FilterOption {
  value: number;
  label: string;
}

/** The pickers' choices, read by the server page (staff: null when the user may not list users). */
export interface OrderFilterOptions {
  saleChannels: FilterOption[];
  paymentMethods: FilterOption[];
  staff: FilterOption[] | null;
}

/**
 * The filters the order list and the payment queue share: the date range, the status
 * (drawn as chips, not in the toolbar), sale channel, payment method, shipping provider,
 * platform and, for who may list users, the staff member.
 */
export function useOrderFilters(
  options: OrderFilterOptions,
  dates: { defaults: DayRange | null; required: boolean },
  testId: string,
): DataTableFilter[] {
  const t = useTranslations('orderList');
  const tOrders = useTranslations('orders');
  const { defaults, required } = dates;
  return useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'custom',
        keys: ['start_date', 'end_date'],
        render: (url) => (
          <DateRangePicker
            url={url}
            defaults={defaults}
            required={required}
            label={t('dateRange')}
            testId={`${testId}-date`}
          />
        ),
      },
      { kind: 'custom', keys: ['status'], render: () => null },
      {
        kind: 'select',
        key: 'sale_channel_id',
        label: t('filters.saleChannel'),
        options: options.saleChannels,
      },
      {
        kind: 'select',
        key: 'payment_method_id',
        label: t('filters.paymentMethod'),
        options: options.paymentMethods,
      },
      {
        kind: 'select',
        key: 'shipping_provider_id',
        label: t('filters.shippingProvider'),
        options: Object.values(SHIPPING_PROVIDER).map((id) => ({
          value: id,
          label: tOrders(`shippingProviders.${id}`),
        })),
      },
      {
        kind: 'select',
        key: 'platform',
        label: t('filters.platform'),
        options: PLATFORM_IDS.map((id) => ({
          value: id,
          label: tOrders(`platforms.${id}`),
        })),
      },
      ...(options.staff
        ? [
            {
              kind: 'select' as const,
              key: 'staff_user_id',
              label: t('filters.staff'),
              options: options.staff,
            },
          ]
        : []),
    ],
    [t, tOrders, options, defaults, required, testId],
  );
}
