'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { StorageHistory } from '@/lib/domain/wms/inventory/reads/schemas';
import { formatDate } from '@/lib/time/date-format';
import { formatNumber, useListUrl } from '@/components/data-table';
import { DateRangePicker } from '@/components/date-range/date-range-picker';
import { Panel } from '@/components/layout/panel';
import { cn } from '@/components/ui/cn';
import { DayBarChart } from '@/components/wms/inventory/day-bar-chart';
import { flatByDay, inOutByDay } from '@/components/wms/inventory/chart-data';
import { MiniTable, type MiniColumn } from '@/components/wms/inventory/mini-table';
import { useReportPeriod } from '@/components/wms/inventory/report-period';
import { ReportView } from '@/components/wms/inventory/report-view';
import { StorageHistoriesTable } from '@/components/wms/inventory/storage-histories-table';
import type { StorageOption } from '@/components/wms/inventory/storage-option';
import { StorageFilter } from '@/components/wms/inventory/storage-filter';
import { useDatum } from '@/components/wms/inventory/use-datum';

const PAGE_SIZE = 20;
const IN_COLOR = '#16a34a';
const OUT_COLOR = '#dc2626';

type Moved = { amount_in: number; amount_out: number; net: number };
type Named = { product_name: string; sku: string };

/**
 * /wms/inventory/storage (GET /api/v1/wms/inventory/history/storage): what moved in one
 * storage (or every one) over Bangkok days: units in and out per day (chart), per product
 * and per storage (tables), then the ledger rows themselves, paged.
 */
export function StorageHistoryScreen({ storages }: { storages: StorageOption[] }) {
  const t = useTranslations('inventorySummary');
  const locale = useLocale();
  const url = useListUrl();
  const { defaults, period } = useReportPeriod(url);
  const page = Math.max(1, Number.parseInt(url.get('page'), 10) || 1);
  const report = useDatum<StorageHistory>('/api/v1/wms/inventory/history/storage', {
    storage_id: url.get('storage_id'),
    ...period,
    page,
    limit: PAGE_SIZE,
  });
  const n = (v: number) => formatNumber(v, locale);
  // Every table of the report ends on the same three figures.
  const moved: Array<MiniColumn<Moved>> = [
    { header: t('fields.in'), numeric: true, cell: (r) => n(r.amount_in) },
    { header: t('fields.out'), numeric: true, cell: (r) => n(r.amount_out) },
    {
      header: t('fields.net'),
      numeric: true,
      cell: (r) => (
        <span
          className={cn(
            'font-semibold',
            r.net < 0 && 'text-red-700',
            r.net > 0 && 'text-emerald-700',
          )}
        >
          {n(r.net)}
        </span>
      ),
    },
  ];
  const product = (width: string): MiniColumn<Named> => ({
    header: t('fields.product'),
    cell: (r) => (
      <span className={`block ${width} truncate`}>
        {r.product_name} <span className="font-mono text-slate-500">{r.sku}</span>
      </span>
    ),
  });

  return (
    <ReportView
      filters={
        <>
          <StorageFilter url={url} storages={storages} testId="storage-history-storage" />
          <DateRangePicker
            url={url}
            defaults={defaults}
            required
            label={t('movementDates')}
            testId="storage-history-dates"
          />
        </>
      }
      report={report}
      testId="storage-history"
    >
      {(data) => {
        const byDay = flatByDay(data.QuantitySummary.detail_by_date_by_product);
        return (
          <>
            <Panel title={t('perDayTitle')}>
              <DayBarChart
                rows={inOutByDay(byDay, data.period)}
                bars={[
                  { key: 'in', name: t('fields.in'), color: IN_COLOR },
                  { key: 'out', name: t('fields.out'), color: OUT_COLOR },
                ]}
                label={t('perDayTitle')}
                testId="storage-history-chart"
              />
            </Panel>
            <div className="grid gap-4 lg:grid-cols-2">
              <Panel title={t('byProductTitle')}>
                <MiniTable
                  rows={data.QuantitySummary.detail_by_product}
                  rowKey={(r) => String(r.product_id)}
                  testId="storage-history-by-product"
                  columns={[product('max-w-56'), ...moved]}
                />
              </Panel>
              <Panel title={t('byStorageTitle')}>
                <MiniTable
                  rows={data.QuantitySummary.detail_by_storage}
                  rowKey={(r) => String(r.storage_id)}
                  testId="storage-history-by-storage"
                  columns={[
                    {
                      header: t('fields.storage'),
                      cell: (r) => (r.line ? `${r.storage_name} (${r.line})` : r.storage_name),
                    },
                    ...moved,
                  ]}
                />
              </Panel>
            </div>
            <Panel title={t('byDateTitle')}>
              <MiniTable
                rows={byDay}
                rowKey={(r) => `${r.date}-${r.product_id}`}
                testId="storage-history-by-date"
                columns={[
                  { header: t('fields.date'), cell: (r) => formatDate(r.date, locale) },
                  product('max-w-xs'),
                  ...moved,
                ]}
              />
            </Panel>
            <Panel title={t('movementsTitle')}>
              <StorageHistoriesTable
                rows={data.histories}
                page={data.page}
                limit={data.limit}
                total={data.total}
                onPage={(p) => url.set({ page: p > 1 ? p : null })}
              />
            </Panel>
          </>
        );
      }}
    </ReportView>
  );
}
