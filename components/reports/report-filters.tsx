'use client';
import { useTranslations } from 'next-intl';
import type { ListUrl } from '@/components/data-table';
import { FilterSelect, type FilterSelectOption } from '@/components/data-table/filter-select';
import { PLATFORM_IDS } from '@/components/orders/list/code-label';
import { StorageFilter } from '@/components/wms/inventory/storage-filter';
import { ProductFilter } from '@/components/reports/product-filter';
import { platformName } from '@/components/reports/report-names';
import {
  PAYMENT_TYPES,
  type FilterChoice,
  type ReportFilterOptions,
} from '@/components/reports/report-filter-options';
import type { ReportFilterKey } from '@/components/reports/report-query';

const choices = (rows: readonly FilterChoice[]): FilterSelectOption[] =>
  rows.map((r) => ({ value: String(r.value), label: r.label }));

/**
 * The filters a report offers, each bound to its URL parameter (the call's own name).
 * Where a group can be empty the choice "none" (0) picks it: orders of no team, platform
 * orders (no staff), orders not from a platform shop. Test ids: `{testId}-{key}`.
 */
export function ReportFilters({
  url,
  options,
  keys,
  testId,
}: {
  url: ListUrl;
  options: ReportFilterOptions;
  keys: readonly ReportFilterKey[];
  testId: string;
}) {
  const t = useTranslations('reports.filters');
  const tAll = useTranslations();
  const all = { value: '', label: t('all') };
  const none = (label: string) => ({ value: '0', label });

  const selects: Partial<
    Record<ReportFilterKey, { label: string; options: FilterSelectOption[] }>
  > = {
    sale_channel_id: { label: t('saleChannel'), options: choices(options.saleChannels) },
    team_id: { label: t('team'), options: [none(t('noTeam')), ...choices(options.teams)] },
    user_id: { label: t('staff'), options: [none(t('noStaff')), ...choices(options.staff)] },
    platform: {
      label: t('platform'),
      options: PLATFORM_IDS.map((id) => ({
        value: String(id),
        label: tAll(`orders.platforms.${id}`),
      })),
    },
    shop_id: {
      label: t('shop'),
      options: [
        none(t('noShop')),
        ...options.shops.map((s) => ({
          value: String(s.value),
          label: tAll('reports.names.shop', {
            shop: s.label,
            platform: platformName(tAll, s.platform),
          }),
        })),
      ],
    },
    payment_type: {
      label: t('paymentType'),
      options: PAYMENT_TYPES.map((id) => ({
        value: String(id),
        label: tAll(`orders.paymentTypes.${id}`),
      })),
    },
  };

  return (
    <>
      {keys.map((key) => {
        if (key === 'product_id')
          return options.productSearch ? (
            <ProductFilter key={key} url={url} testId={`${testId}-${key}`} />
          ) : null;
        if (key === 'storage_id')
          return options.storages ? (
            <StorageFilter
              key={key}
              url={url}
              storages={options.storages}
              testId={`${testId}-${key}`}
            />
          ) : null;
        // No shop is connected: the shop filter would only offer "none".
        if (key === 'shop_id' && options.shops.length === 0) return null;
        const select = selects[key];
        if (!select) return null;
        return (
          <FilterSelect
            key={key}
            label={select.label}
            value={url.get(key)}
            options={[all, ...select.options]}
            onChange={(value) => url.set({ [key]: value })}
            testId={`${testId}-${key}`}
          />
        );
      })}
    </>
  );
}
