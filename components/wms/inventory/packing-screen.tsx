'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { LinePackV2 } from '@/lib/domain/wms/inventory/reads/schemas';
import { formatDate } from '@/lib/time/date-format';
import { formatNumber, useListUrl } from '@/components/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import { DateRangePicker } from '@/components/date-range/date-range-picker';
import { Panel } from '@/components/layout/panel';
import { pivotByDay, seriesColor } from '@/components/wms/inventory/chart-data';
import { DayBarChart } from '@/components/wms/inventory/day-bar-chart';
import { MiniTable } from '@/components/wms/inventory/mini-table';
import { useReportPeriod } from '@/components/wms/inventory/report-period';
import { ReportView } from '@/components/wms/inventory/report-view';
import { packingLines, type StorageOption } from '@/components/wms/inventory/storage-option';
import { useDatum } from '@/components/wms/inventory/use-datum';

/**
 * /wms/inventory/packing (GET /api/v2/wms/inventory/history/linepack): what each packing
 * line packed per Bangkok day (stacked bars), per line, per product, per staging storage
 * and per day and product.
 */
export function PackingScreen({ storages }: { storages: StorageOption[] }) {
  const t = useTranslations('inventorySummary');
  const locale = useLocale();
  const url = useListUrl();
  const { defaults, period } = useReportPeriod(url);
  const lines = useMemo(() => packingLines(storages), [storages]);
  const report = useDatum<LinePackV2>('/api/v2/wms/inventory/history/linepack', {
    ...period,
    line: url.get('line'),
  });
  const n = (v: number) => formatNumber(v, locale);
  const lineName = (line: string | null) => line ?? t('noLine');

  const shown = report.data;
  const chart = useMemo(
    () =>
      shown
        ? pivotByDay(shown.detail_by_date_by_line, shown.period, (r) => ({
            date: r.date,
            name: r.line,
            amount: r.amount_packing,
          }))
        : null,
    [shown],
  );
  const total = shown ? shown.detail_by_line.reduce((sum, l) => sum + l.amount_packing, 0) : 0;

  return (
    <ReportView
      filters={
        <>
          <FilterSelect
            label={t('fields.line')}
            value={url.get('line')}
            options={[
              { value: '', label: t('allLines') },
              ...lines.map((l) => ({ value: l, label: l })),
            ]}
            onChange={(value) => url.set({ line: value })}
            testId="packing-summary-line"
            className="h-10"
          />
          <DateRangePicker
            url={url}
            defaults={defaults}
            required
            label={t('packingDates')}
            testId="packing-summary-dates"
          />
        </>
      }
      report={report}
      testId="packing-summary"
    >
      {(data) =>
        chart && (
          <>
            <Panel title={t('packedPerDayTitle')}>
              <p className="mb-3 text-sm text-slate-600" data-testid="packing-summary-total">
                {t('packedTotal', { units: n(total) })}
              </p>
              <DayBarChart
                rows={chart.rows}
                bars={chart.series.map((s, i) => ({
                  key: s.key,
                  name: lineName(s.name),
                  color: seriesColor(i),
                }))}
                stacked
                label={t('packedPerDayTitle')}
                testId="packing-summary-chart"
              />
            </Panel>
            <div className="grid gap-4 lg:grid-cols-2">
              <Panel title={t('byLineTitle')}>
                <MiniTable
                  rows={data.detail_by_line}
                  rowKey={(r) => r.line ?? ''}
                  testId="packing-summary-by-line"
                  columns={[
                    { header: t('fields.line'), cell: (r) => lineName(r.line) },
                    { header: t('fields.bills'), numeric: true, cell: (r) => n(r.bills) },
                    {
                      header: t('fields.packed'),
                      numeric: true,
                      cell: (r) => <span className="font-semibold">{n(r.amount_packing)}</span>,
                    },
                  ]}
                />
              </Panel>
              <Panel title={t('byStorageTitle')}>
                <MiniTable
                  rows={data.detail_by_storage}
                  rowKey={(r) => String(r.storage_id)}
                  testId="packing-summary-by-storage"
                  columns={[
                    { header: t('fields.storage'), cell: (r) => r.storage_name },
                    { header: t('fields.line'), cell: (r) => lineName(r.line) },
                    { header: t('fields.packed'), numeric: true, cell: (r) => n(r.amount_packing) },
                  ]}
                />
              </Panel>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <Panel title={t('byProductTitle')}>
                <MiniTable
                  rows={data.detail_by_product}
                  rowKey={(r) => String(r.product_id)}
                  testId="packing-summary-by-product"
                  columns={[
                    {
                      header: t('fields.product'),
                      cell: (r) => (
                        <span className="block max-w-56 truncate" title={r.product_name}>
                          {r.product_name}
                        </span>
                      ),
                    },
                    {
                      header: t('fields.sku'),
                      cell: (r) => <span className="font-mono">{r.sku}</span>,
                    },
                    { header: t('fields.packed'), numeric: true, cell: (r) => n(r.amount_packing) },
                  ]}
                />
              </Panel>
              <Panel title={t('byDateTitle')}>
                <MiniTable
                  rows={data.detail_by_date_by_product}
                  rowKey={(r) => `${r.date}-${r.product_id}`}
                  testId="packing-summary-by-date"
                  columns={[
                    { header: t('fields.date'), cell: (r) => formatDate(r.date, locale) },
                    {
                      header: t('fields.product'),
                      cell: (r) => (
                        <span className="block max-w-56 truncate" title={r.product_name}>
                          {r.product_name}
                        </span>
                      ),
                    },
                    { header: t('fields.packed'), numeric: true, cell: (r) => n(r.amount_packing) },
                  ]}
                />
              </Panel>
            </div>
          </>
        )
      }
    </ReportView>
  );
}
