'use client';
import { useLocale, useTranslations } from 'next-intl';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatDayMonth } from '@/lib/time/date-format';
import { formatNumber } from '@/components/data-table';
import { ChartFrame } from '@/components/wms/inventory/chart-frame';
import type { DayPoint } from '@/components/reports/chart-data';
import { AMOUNT_COLOR, PROFIT_COLOR } from '@/components/reports/group-bar-chart';
import { formatMoney } from '@/components/reports/report-format';

/** Net sales and profit per Bangkok day of the period, as lines. */
export function SalesLineChart({
  points,
  label,
  testId,
}: {
  points: readonly DayPoint[];
  label: string;
  testId: string;
}) {
  const t = useTranslations('reports.charts');
  const locale = useLocale();
  return (
    <ChartFrame height={300} label={label} testId={testId}>
      <LineChart data={[...points]} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={(day: string) => formatDayMonth(day, locale)}
          fontSize={12}
          minTickGap={8}
        />
        <YAxis fontSize={12} width={64} tickFormatter={(v: number) => formatNumber(v, locale, 0)} />
        <Tooltip
          labelFormatter={(day) => formatDate(String(day), locale)}
          formatter={(value) => formatMoney(Number(value), locale)}
        />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Line
          type="linear"
          dataKey="amount"
          name={t('amount')}
          stroke={AMOUNT_COLOR}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="linear"
          dataKey="profit"
          name={t('profit')}
          stroke={PROFIT_COLOR}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFrame>
  );
}
