'use client';
import { ReportScreen } from '@/components/reports/report-screen';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Panel } from '@/components/layout/panel';
import { commissionByStaff } from '@/components/reports/chart-data';
import { CommissionRatesForm } from '@/components/reports/commission-rates-form';
import {
  AMOUNT_COLOR,
  COMMISSION_COLOR,
  GroupBarChart,
} from '@/components/reports/group-bar-chart';
import {
  countColumn,
  moneyColumn,
  nameColumn,
  percentColumn,
} from '@/components/reports/report-columns';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { saleChannelName } from '@/components/reports/report-names';
import { type ReportFilterKey } from '@/components/reports/report-query';
import { ReportTable } from '@/components/reports/report-table';
import type {
  CommissionDatum,
  CommissionRow,
  ReportAnswer,
} from '@/components/reports/report-types';

const ENDPOINT = '/api/v1/reports/commission';
const FILTERS: readonly ReportFilterKey[] = ['sale_channel_id', 'team_id', 'user_id'];

/**
 * /backoffice/reports/commission (admin; GET /api/v1/reports/commission): each staff
 * member's commission per sale channel on their delivered and completed orders, by staff
 * as bars, and the rate of each sale channel, which the admin changes here.
 */
export function CommissionReportScreen({ options }: { options: ReportFilterOptions }) {
  return (
    <ReportScreen<CommissionRow, CommissionDatum>
      endpoint={ENDPOINT}
      options={options}
      filters={FILTERS}
      testId="report-commission"
    >
      {(answer, { report }) => (
        <CommissionBody answer={answer} receivedAt={report.receivedAt} onSaved={report.reload} />
      )}
    </ReportScreen>
  );
}

const staffName = (t: ReturnType<typeof useTranslations>, r: CommissionRow) =>
  r.user_name ?? (r.user_id ? `#${r.user_id}` : t('names.noStaff'));

function CommissionBody({
  answer,
  receivedAt,
  onSaved,
}: {
  answer: ReportAnswer<CommissionRow, CommissionDatum>;
  receivedAt: number | null;
  onSaved: () => void;
}) {
  const t = useTranslations('reports');
  const tAll = useTranslations();
  const locale = useLocale();
  const { rows, datum } = answer;
  const total = datum.total;
  const bars = commissionByStaff(rows, (r) => staffName(t, r));
  const columns = useMemo(
    () => [
      nameColumn<CommissionRow>('staff', t('columns.staff'), (r) => staffName(t, r), t('total')),
      nameColumn<CommissionRow>('sale_channel', t('columns.saleChannel'), (r) =>
        saleChannelName(tAll, r),
      ),
      countColumn<CommissionRow>(
        'orders',
        t('columns.orders'),
        (r) => r.orders,
        locale,
        total.orders,
      ),
      countColumn<CommissionRow>(
        'quantity',
        t('columns.quantity'),
        (r) => r.quantity,
        locale,
        total.quantity,
      ),
      moneyColumn<CommissionRow>('amount', t('columns.amount'), (r) => r.amount, locale, {
        value: total.amount,
      }),
      percentColumn<CommissionRow>('rate', t('columns.rate'), (r) => r.rate, locale),
      moneyColumn<CommissionRow>(
        'commission',
        t('columns.commission'),
        (r) => r.commission,
        locale,
        { value: total.commission },
      ),
    ],
    [t, tAll, locale, total],
  );

  return (
    <>
      <Panel title={t('commission.byStaff')}>
        {bars.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500">{t('charts.empty')}</p>
        ) : (
          <GroupBarChart
            bars={bars}
            series={[
              { key: 'commission', name: t('columns.commission'), color: COMMISSION_COLOR },
              { key: 'amount', name: t('columns.amount'), color: AMOUNT_COLOR },
            ]}
            label={t('commission.byStaff')}
            testId="report-commission-chart"
          />
        )}
      </Panel>
      <Panel title={t('tableTitle')}>
        <ReportTable
          rows={rows}
          columns={columns}
          getRowId={(r) => `${r.user_id ?? 0}-${r.sale_channel_id ?? 0}`}
          testId="report-commission-table"
        />
      </Panel>
      <Panel title={t('commission.ratesTitle')}>
        {/* A new answer brings the rates as saved: the fields start from them again. */}
        <CommissionRatesForm key={receivedAt ?? 0} rates={datum.rates ?? []} onSaved={onSaved} />
      </Panel>
    </>
  );
}
