'use client';
import { ReportScreen } from '@/components/reports/report-screen';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/time/date-format';
import { bangkokDay } from '@/components/date-range/day-range';
import { Panel } from '@/components/layout/panel';
import { amountSlices, groupBars, salesPerDay } from '@/components/reports/chart-data';
import { GroupBarChart } from '@/components/reports/group-bar-chart';
import { PeriodStats } from '@/components/reports/period-stats';
import { countColumn, moneyColumn, nameColumn } from '@/components/reports/report-columns';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { platformName, productName, saleChannelName } from '@/components/reports/report-names';
import { type ReportFilterKey } from '@/components/reports/report-query';
import { ReportTable } from '@/components/reports/report-table';
import type { DashboardDatum, DashboardDay, ReportAnswer } from '@/components/reports/report-types';
import { SalesLineChart } from '@/components/reports/sales-line-chart';
import { SharePieChart } from '@/components/reports/share-pie-chart';
import { TodayCards } from '@/components/reports/today-cards';
import type { DayRange } from '@/components/date-range/day-range';

const ENDPOINT = '/api/v1/reports/dashboard';
const FILTERS: readonly ReportFilterKey[] = [
  'sale_channel_id',
  'team_id',
  'platform',
  'shop_id',
  'payment_type',
];

/**
 * /backoffice/reports/dashboard (GET /api/v1/reports/dashboard): today's counters, each
 * opening the list it counts; the period's sales, cost, profit and rates; net sales per
 * day, by platform, by sale channel; the top products; and the days as a table.
 */
export function DashboardReportScreen({
  options,
  openable,
}: {
  options: ReportFilterOptions;
  /** The lists the today counters may open for this reader. */
  openable: readonly string[];
}) {
  return (
    <ReportScreen<DashboardDay, DashboardDatum>
      endpoint={ENDPOINT}
      options={options}
      filters={FILTERS}
      testId="report-dashboard"
    >
      {(answer, { period, now }) => (
        <DashboardBody
          answer={answer}
          period={period}
          today={bangkokDay(now)}
          openable={openable}
        />
      )}
    </ReportScreen>
  );
}

function DashboardBody({
  answer,
  period,
  today,
  openable,
}: {
  answer: ReportAnswer<DashboardDay, DashboardDatum>;
  period: DayRange;
  today: string;
  openable: readonly string[];
}) {
  const t = useTranslations('reports');
  const tAll = useTranslations();
  const locale = useLocale();
  const { datum, rows } = answer;
  const total = datum.total;
  const points = useMemo(() => salesPerDay(rows, period), [rows, period]);
  const columns = useMemo(
    () => [
      nameColumn<DashboardDay>(
        'day',
        t('columns.day'),
        (r) => formatDate(r.day, locale),
        t('total'),
      ),
      countColumn<DashboardDay>(
        'orders',
        t('columns.orders'),
        (r) => r.orders,
        locale,
        total.orders,
      ),
      countColumn<DashboardDay>(
        'quantity',
        t('columns.quantity'),
        (r) => r.quantity,
        locale,
        total.quantity,
      ),
      moneyColumn<DashboardDay>('amount', t('columns.amount'), (r) => r.amount, locale, {
        value: total.amount,
      }),
      moneyColumn<DashboardDay>('cost', t('columns.cost'), (r) => r.cost, locale, {
        value: total.cost,
        estimated: total.cost_estimated,
      }),
      moneyColumn<DashboardDay>('profit', t('columns.profit'), (r) => r.profit, locale, {
        value: total.profit,
      }),
    ],
    [t, locale, total],
  );
  const empty = <p className="py-8 text-center text-sm text-slate-500">{t('charts.empty')}</p>;
  const byPlatform = datum.by_platform ?? [];
  const bySaleChannel = datum.by_sale_channel ?? [];
  const topProducts = datum.top_products ?? [];

  return (
    <>
      <Panel title={t('dashboard.todayTitle')}>
        <TodayCards today={today} counts={datum.today} openable={openable} />
      </Panel>
      <Panel title={t('dashboard.periodTitle')}>
        <PeriodStats total={total} />
      </Panel>
      <Panel title={t('dashboard.salesPerDay')}>
        <SalesLineChart
          points={points}
          label={t('dashboard.salesPerDay')}
          testId="report-dashboard-per-day-chart"
        />
      </Panel>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t('dashboard.byPlatform')}>
          {byPlatform.length === 0 ? (
            empty
          ) : (
            <SharePieChart
              slices={amountSlices(
                byPlatform,
                (r) => platformName(tAll, r.platform),
                t('charts.others'),
              )}
              label={t('dashboard.byPlatform')}
              testId="report-dashboard-platform-chart"
            />
          )}
        </Panel>
        <Panel title={t('dashboard.bySaleChannel')}>
          {bySaleChannel.length === 0 ? (
            empty
          ) : (
            <GroupBarChart
              bars={groupBars(bySaleChannel, (r) => saleChannelName(tAll, r))}
              label={t('dashboard.bySaleChannel')}
              testId="report-dashboard-sale-channel-chart"
            />
          )}
        </Panel>
      </div>
      <Panel title={t('dashboard.topProducts')}>
        {topProducts.length === 0 ? (
          empty
        ) : (
          <GroupBarChart
            bars={groupBars(topProducts, (r) => productName(tAll, r))}
            label={t('dashboard.topProducts')}
            testId="report-dashboard-top-products-chart"
          />
        )}
      </Panel>
      <Panel title={t('tableTitle')}>
        <ReportTable
          rows={rows}
          columns={columns}
          getRowId={(r) => r.day}
          testId="report-dashboard-table"
        />
      </Panel>
    </>
  );
}
