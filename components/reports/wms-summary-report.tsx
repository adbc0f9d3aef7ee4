'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useListUrl } from '@/components/data-table';
import { Panel } from '@/components/layout/panel';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { groupBars, MAX_BARS } from '@/components/reports/chart-data';
import { AMOUNT_COLOR, GroupBarChart } from '@/components/reports/group-bar-chart';
import { countColumn, moneyColumn, nameColumn } from '@/components/reports/report-columns';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { useReportPeriod } from '@/components/reports/report-period';
import { reportQuery, type ReportFilterKey } from '@/components/reports/report-query';
import { ReportTable } from '@/components/reports/report-table';
import { ReportToolbar } from '@/components/reports/report-toolbar';
import type { WmsSummaryDatum, WmsSummaryRow } from '@/components/reports/report-types';
import { useWmsSummary } from '@/components/reports/use-wms-summary';
import { isReady, type WmsSummaryState } from '@/components/reports/wms-summary-poll';

export type WmsSummaryList = 'wms' | 'sale_channel' | 'product' | 'shipping_user' | 'user';

export interface WmsSummarySection {
  list: WmsSummaryList;
  /** The section's title, under reports.wms. */
  title: string;
  /** The name column's header, under reports.columns. */
  nameHeader: string;
}

// The summary reads the packings closed in the range: it narrows by storage only.
const FILTERS: readonly ReportFilterKey[] = ['storage_id'];

/** A row's name, from the field of its kind; a product's SKU goes before its name. */
export function wmsRowName(row: WmsSummaryRow): string | null {
  const name = row.name ?? row.storage_name ?? row.sale_channel_name ?? row.user_name ?? null;
  return row.sku ? [row.sku, name].filter(Boolean).join(' · ') : name;
}

/**
 * A warehouse summary screen (GET /api/v2/reports/summary_wms_product_async, then
 * summary_wms_product every second while its Datum.state is 0): "the report is being
 * prepared" until the job's result arrives, then each of its lists as bars and a table
 * with the totals, without a reload. The summary's calls make no file (docs/reports.md
 * names their query without `format`), so it has no export buttons.
 * Test ids: `{testId}-preparing`, `-error`, `-result`, `-{list}-table`.
 */
export function WmsSummaryReport({
  options,
  sections,
  testId,
}: {
  options: ReportFilterOptions;
  sections: readonly WmsSummarySection[];
  testId: string;
}) {
  const t = useTranslations('reports');
  const url = useListUrl();
  const { now, defaults, period } = useReportPeriod(url);
  const query = reportQuery({ period, values: url.values, filters: FILTERS });
  const summary = useWmsSummary(query);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <ReportToolbar
          url={url}
          now={now}
          defaults={defaults}
          period={period}
          periodLabel={t('period.packedLabel')}
          options={options}
          filters={FILTERS}
          query={query}
          testId={testId}
        />
      </div>
      <SummaryState summary={summary} testId={testId} />
      {summary.datum && (
        <div
          className={cn('space-y-4 transition-opacity', !isReady(summary) && 'opacity-50')}
          aria-busy={!isReady(summary)}
          data-testid={`${testId}-result`}
          data-ready={isReady(summary) || undefined}
        >
          {sections.map((s) => (
            <SummarySection key={s.list} datum={summary.datum!} section={s} testId={testId} />
          ))}
        </div>
      )}
    </div>
  );
}

/** While the job runs, and when it failed or took too long: what the reader is told. */
function SummaryState({
  summary,
  testId,
}: {
  summary: WmsSummaryState & { retry: () => void };
  testId: string;
}) {
  const t = useTranslations('reports.wms');
  const tAll = useTranslations();
  if (summary.phase === 'ready') return null;
  if (summary.phase === 'failed' || summary.phase === 'tooSlow') {
    const key = summary.error?.msg;
    const text =
      summary.phase === 'tooSlow'
        ? t('tooSlow')
        : key && tAll.has(`errors.${key}`)
          ? tAll(`errors.${key}`)
          : tAll('table.loadError');
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-sm text-red-700"
        data-testid={`${testId}-error`}
      >
        <p>{text}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={summary.retry}>
          {tAll('table.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-lg border border-brand-100 bg-brand-50 p-5 text-brand-700"
      data-testid={`${testId}-preparing`}
    >
      <span
        className="h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
        aria-hidden
      />
      <div>
        <p className="font-semibold">{t('preparing')}</p>
        <p className="text-sm">{t('preparingHint')}</p>
      </div>
    </div>
  );
}

function SummarySection({
  datum,
  section,
  testId,
}: {
  datum: WmsSummaryDatum;
  section: WmsSummarySection;
  testId: string;
}) {
  const t = useTranslations('reports');
  const locale = useLocale();
  const rows = useMemo(() => datum[section.list] ?? [], [datum, section.list]);
  const total = datum.total;
  const nameOf = (r: WmsSummaryRow) => wmsRowName(r) || t('names.noName');
  const withParcels = total?.parcels !== undefined;
  const columns = useMemo(
    () => [
      nameColumn<WmsSummaryRow>(
        'name',
        t(`columns.${section.nameHeader}`),
        (r) => wmsRowName(r) || t('names.noName'),
        t('total'),
      ),
      countColumn<WmsSummaryRow>(
        'orders',
        t('columns.orders'),
        (r) => r.orders,
        locale,
        total?.orders,
      ),
      ...(withParcels
        ? [
            countColumn<WmsSummaryRow>(
              'parcels',
              t('columns.parcels'),
              (r) => r.parcels,
              locale,
              total?.parcels,
            ),
          ]
        : []),
      countColumn<WmsSummaryRow>(
        'quantity',
        t('columns.quantity'),
        (r) => r.quantity,
        locale,
        total?.quantity,
      ),
      moneyColumn<WmsSummaryRow>('amount', t('columns.stockValue'), (r) => r.amount, locale, {
        value: total?.amount,
      }),
    ],
    [t, locale, section.nameHeader, total, withParcels],
  );
  const listTestId = `${testId}-${section.list.replace('_', '-')}`;
  return (
    <Panel title={t(`wms.${section.title}`)} testId={listTestId}>
      <div className="space-y-4">
        {rows.length > 0 && (
          <>
            {rows.length > MAX_BARS && (
              <p className="text-sm text-slate-600">{t('charts.topHint', { count: MAX_BARS })}</p>
            )}
            <GroupBarChart
              bars={groupBars(rows, nameOf)}
              series={[{ key: 'amount', name: t('columns.stockValue'), color: AMOUNT_COLOR }]}
              label={t(`wms.${section.title}`)}
              testId={`${listTestId}-chart`}
            />
          </>
        )}
        <ReportTable
          rows={rows}
          columns={columns}
          getRowId={(r, i) => `${wmsRowName(r) ?? ''}-${i}`}
          testId={`${listTestId}-table`}
        />
      </div>
    </Panel>
  );
}
