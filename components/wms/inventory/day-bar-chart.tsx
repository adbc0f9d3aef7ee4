'use client';
import { useLocale } from 'next-intl';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatDayMonth } from '@/lib/time/date-format';
import { formatNumber } from '@/components/data-table';
import { ChartFrame } from '@/components/wms/inventory/chart-frame';

export interface DayBar {
  /** The row field drawn (s0, in, out...). */
  key: string;
  name: string;
  color: string;
}

/**
 * Bars per Bangkok day (units packed per line, units in and out): stacked when the bars
 * are parts of one whole, side by side otherwise. Fixed height (ChartFrame).
 */
export function DayBarChart({
  rows,
  bars,
  stacked = false,
  height = 280,
  label,
  testId,
}: {
  rows: ReadonlyArray<{ date: string } & Record<string, number | string>>;
  bars: readonly DayBar[];
  stacked?: boolean;
  height?: number;
  label: string;
  testId: string;
}) {
  const locale = useLocale();
  return (
    <ChartFrame height={height} label={label} testId={testId}>
      <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={(day: string) => formatDayMonth(day, locale)}
          fontSize={12}
          minTickGap={8}
        />
        <YAxis
          allowDecimals={false}
          fontSize={12}
          width={48}
          tickFormatter={(v: number) => formatNumber(v, locale)}
        />
        <Tooltip
          labelFormatter={(day) => formatDate(String(day), locale)}
          formatter={(value) => formatNumber(Number(value), locale)}
        />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        {bars.map((b) => (
          <Bar
            key={b.key}
            dataKey={b.key}
            name={b.name}
            fill={b.color}
            stackId={stacked ? 'day' : undefined}
            isAnimationActive={false}
            maxBarSize={48}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
