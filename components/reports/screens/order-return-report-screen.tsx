'use client';
import { ReportScreen } from '@/components/reports/report-screen';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { DayRange } from '@/components/date-range/day-range';
import { Panel } from '@/components/layout/panel';
import { DayBarChart } from '@/components/wms/inventory/day-bar-chart';
import { MiniTable } from '@/components/wms/inventory/mini-table';
import { salesPerDay } from '@/components/reports/chart-data';
import { AMOUNT_COLOR } from '@/components/reports/group-bar-chart';
import { productColumns } from '@/components/reports/product-columns';
import { countColumn, moneyColumn } from '@/components/reports/report-columns';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { formatCount, formatMoney } from '@/components/reports/report-format';
import { REPORT_PAGE_SIZE, type ReportFilterKey } from '@/components/reports/report-query';
import type { ReportColumn } from '@/components/reports/report-table-features';
import { ReportTable } from '@/components/reports/report-table';
import { ReportPager } from '@/components/reports/report-pager';
import type {
  OrderReturnDatum,
  OrderReturnRow,
  ReportAnswer,
  ReturnMeasures,
} from '@/components/reports/report-types';

const ENDPOINT = '/api/v1/reports/orderreturn';
const FILTERS: readonly ReportFilterKey[] = [
  'sale_channel_id',
  'platform',
  'shop_id',
  'payment_type',
  'product_id',
];
const CONDITIONS = ['good', 'broken', 'lost', 'other'] as const;

/**
 * /backoffice/reports/order-return (GET /api/v1/reports/orderreturn): what came back by
 * the day it was received (value per day), by reason, by condition (good, broken, lost,
 * other), and product by product, valued at the cost the units left with.
 */
export function OrderReturnReportScreen({ options }: { options: ReportFilterOptions }) {
  return (
    <ReportScreen<OrderReturnRow, OrderReturnDatum>
      endpoint={ENDPOINT}
      options={options}
      filters={FILTERS}
      periodLabel="period.returnLabel"
      paged
      testId="report-order-return"
    >
      {(answer, { period, page, onPage }) => (
        <OrderReturnBody answer={answer} period={period} page={page} onPage={onPage} />
      )}
    </ReportScreen>
  );
}

function OrderReturnBody({
  answer,
  period,
  page,
  onPage,
}: {
  answer: ReportAnswer<OrderReturnRow, OrderReturnDatum>;
  period: DayRange;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('reports');
  const tAll = useTranslations();
  const locale = useLocale();
  const { rows, datum } = answer;
  const total = datum.total;
  const perDay = useMemo(
    () => salesPerDay(datum.by_day ?? [], period).map((d) => ({ date: d.date, amount: d.amount })),
    [datum.by_day, period],
  );
  const columns = useMemo<Array<ReportColumn<OrderReturnRow>>>(() => {
    const count = (key: keyof ReturnMeasures, header: string) =>
      countColumn<OrderReturnRow>(
        key,
        header,
        (r) => r[key] as number,
        locale,
        total ? (total[key] as number) : undefined,
      );
    const money = (key: keyof ReturnMeasures, header: string) =>
      moneyColumn<OrderReturnRow>(key, header, (r) => r[key] as string, locale, {
        value: total ? (total[key] as string) : undefined,
      });
    return [
      ...productColumns<OrderReturnRow>(tAll, t('total')),
      count('orders', t('columns.orders')),
      count('quantity', t('columns.quantity')),
      ...CONDITIONS.map((c) => count(c, t(`columns.${c}`))),
      money('amount', t('columns.returnAmount')),
      ...CONDITIONS.map((c) => money(`${c}_amount`, t(`columns.${c}Amount`))),
    ];
  }, [t, tAll, locale, total]);

  return (
    <>
      <Panel title={t('orderReturn.perDay')}>
        <DayBarChart
          rows={perDay}
          bars={[{ key: 'amount', name: t('columns.returnAmount'), color: AMOUNT_COLOR }]}
          label={t('orderReturn.perDay')}
          testId="report-order-return-chart"
        />
      </Panel>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t('orderReturn.byReason')}>
          <MiniTable
            rows={datum.by_reason ?? []}
            rowKey={(r, i) => `${r.reason ?? ''}-${i}`}
            testId="report-order-return-by-reason"
            columns={[
              { header: t('columns.reason'), cell: (r) => r.reason || t('names.noReason') },
              {
                header: t('columns.orders'),
                numeric: true,
                cell: (r) => formatCount(r.orders, locale),
              },
              {
                header: t('columns.quantity'),
                numeric: true,
                cell: (r) => formatCount(r.quantity, locale),
              },
              {
                header: t('columns.returnAmount'),
                numeric: true,
                cell: (r) => formatMoney(r.amount, locale),
              },
            ]}
          />
        </Panel>
        <Panel title={t('orderReturn.byCondition')}>
          <MiniTable
            rows={total ? CONDITIONS : []}
            rowKey={(c) => c}
            testId="report-order-return-by-condition"
            columns={[
              { header: t('columns.name'), cell: (c) => t(`columns.${c}`) },
              {
                header: t('columns.quantity'),
                numeric: true,
                cell: (c) => formatCount(total[c], locale),
              },
              {
                header: t('columns.returnAmount'),
                numeric: true,
                cell: (c) => formatMoney(total[`${c}_amount`], locale),
              },
            ]}
          />
        </Panel>
      </div>
      <Panel title={t('tableTitle')}>
        <ReportTable
          rows={rows}
          columns={columns}
          getRowId={(r) => String(r.product_id ?? 0)}
          testId="report-order-return-table"
        />
        <ReportPager
          page={page}
          limit={REPORT_PAGE_SIZE}
          count={datum.count ?? rows.length}
          onPage={onPage}
          testId="report-order-return-pager"
        />
      </Panel>
    </>
  );
}
