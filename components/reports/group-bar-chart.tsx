'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '@/components/data-table';
import { ChartFrame } from '@/components/wms/inventory/chart-frame';
import type { GroupBar } from '@/components/reports/chart-data';
import { formatMoney } from '@/components/reports/report-format';

export const AMOUNT_COLOR = '#2f6fed';
export const PROFIT_COLOR = '#16a34a';
export const COMMISSION_COLOR = '#f59e0b';

export interface BarSeries {
  key: string;
  name: string;
  color: string;
}

/**
 * The biggest groups as horizontal bars, the largest on top (the order the server ranked
 * them in): net sales and profit unless other series are named. Fixed height per bar, so
 * ten groups do not squeeze into the room of three.
 */
export function GroupBarChart({
  bars,
  series,
  label,
  testId,
}: {
  /** One bar group per row: its names and a number under each series' key. */
  bars: ReadonlyArray<Pick<GroupBar, 'name' | 'fullName'>>;
  series?: readonly BarSeries[];
  label: string;
  testId: string;
}) {
  const t = useTranslations('reports.charts');
  const locale = useLocale();
  const drawn = series ?? [
    { key: 'amount', name: t('amount'), color: AMOUNT_COLOR },
    { key: 'profit', name: t('profit'), color: PROFIT_COLOR },
  ];
  const height = Math.max(180, bars.length * 44 + 60);
  return (
    <ChartFrame height={height} label={label} testId={testId}>
      <BarChart
        data={[...bars]}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          fontSize={12}
          tickFormatter={(v: number) => formatNumber(v, locale, 0)}
        />
        <YAxis type="category" dataKey="name" width={160} fontSize={12} interval={0} />
        <Tooltip
          labelFormatter={(_, payload) =>
            String((payload?.[0]?.payload as GroupBar | undefined)?.fullName ?? '')
          }
          formatter={(value) => formatMoney(Number(value), locale)}
        />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        {drawn.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
