'use client';
import type { ReactNode } from 'react';
import type { useTranslations } from 'next-intl';
import type { RowData } from '@tanstack/react-table';
import { EstimatedMark } from '@/components/reports/estimated-mark';
import { formatCount, formatMoney, formatPercent } from '@/components/reports/report-format';
import { reportColumnHelper, type ReportColumn } from '@/components/reports/report-table-features';
import type { Money, OrderMeasures, SalesMeasures } from '@/components/reports/report-types';

// The columns of the report tables: a name column whose footer says "Total", counts and
// money right-aligned, and the sales measures every sales report ends on. Each footer is
// the call's own total (Datum.total), never a sum made here.

type T = ReturnType<typeof useTranslations>;

/** A column of names; the first one carries the word "Total" in the totals row. */
export function nameColumn<R extends RowData>(
  id: string,
  header: string,
  value: (row: R) => ReactNode,
  footer?: string,
): ReportColumn<R> {
  return reportColumnHelper<R>().display({
    id,
    header,
    cell: ({ row }) => value(row.original),
    footer: footer === undefined ? undefined : () => footer,
  });
}

export function countColumn<R extends RowData>(
  id: string,
  header: string,
  value: (row: R) => number | null | undefined,
  locale: string,
  total?: number | null,
): ReportColumn<R> {
  return reportColumnHelper<R>().display({
    id,
    header,
    cell: ({ row }) => formatCount(value(row.original), locale),
    footer: total === undefined ? undefined : () => formatCount(total, locale),
    meta: { numeric: true },
  });
}

/** A rate in percent with two places (a commission rate). */
export function percentColumn<R extends RowData>(
  id: string,
  header: string,
  value: (row: R) => string | number | null | undefined,
  locale: string,
): ReportColumn<R> {
  return reportColumnHelper<R>().display({
    id,
    header,
    cell: ({ row }) => formatPercent(value(row.original), locale),
    meta: { numeric: true },
  });
}

/** Money with two places; `estimated` marks a cost that is partly today's average. */
export function moneyColumn<R extends RowData>(
  id: string,
  header: string,
  value: (row: R) => Money | null | undefined,
  locale: string,
  total?: { value: Money | null | undefined; estimated?: boolean },
  estimated?: (row: R) => boolean,
): ReportColumn<R> {
  return reportColumnHelper<R>().display({
    id,
    header,
    cell: ({ row }) => (
      <>
        {formatMoney(value(row.original), locale)}
        {estimated?.(row.original) ? <EstimatedMark /> : null}
      </>
    ),
    footer:
      total === undefined
        ? undefined
        : () => (
            <>
              {formatMoney(total.value ?? '0.00', locale)}
              {total.estimated ? <EstimatedMark /> : null}
            </>
          ),
    meta: { numeric: true },
  });
}

type MoneyMeasure = 'amount' | 'discount' | 'shipping' | 'profit';

/** A money measure of a row; discount and shipping only order-grain rows have. */
const moneyOf = (m: SalesMeasures, key: MoneyMeasure): Money | null =>
  key in m ? ((m as OrderMeasures)[key] ?? null) : null;

/**
 * orders, units, net sales, [discount, shipping], cost, profit: the measures of the sales
 * reports (S at order grain, P at product grain, which has no discount or shipping).
 */
export function measureColumns<R extends SalesMeasures>(
  t: T,
  locale: string,
  grain: 'order' | 'product',
  total: SalesMeasures | null,
): Array<ReportColumn<R>> {
  const sum = <K extends keyof SalesMeasures>(key: K) => (total ? total[key] : undefined);
  const money = (key: MoneyMeasure) =>
    moneyColumn<R>(
      key,
      t(`reports.columns.${key}`),
      (r) => moneyOf(r, key),
      locale,
      total ? { value: moneyOf(total, key) } : undefined,
    );
  return [
    countColumn<R>('orders', t('reports.columns.orders'), (r) => r.orders, locale, sum('orders')),
    countColumn<R>(
      'quantity',
      t('reports.columns.quantity'),
      (r) => r.quantity,
      locale,
      sum('quantity'),
    ),
    money('amount'),
    ...(grain === 'order' ? [money('discount'), money('shipping')] : []),
    moneyColumn<R>(
      'cost',
      t('reports.columns.cost'),
      (r) => r.cost,
      locale,
      total ? { value: total.cost, estimated: total.cost_estimated } : undefined,
      (r) => r.cost_estimated,
    ),
    money('profit'),
  ];
}
