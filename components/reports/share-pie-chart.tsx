'use client';
import { useLocale } from 'next-intl';
import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts';
import { seriesColor } from '@/components/wms/inventory/chart-data';
import { ChartFrame } from '@/components/wms/inventory/chart-frame';
import { formatMoney } from '@/components/reports/report-format';

/** Shares of net sales (by platform, by sale channel) as a donut. */
export function SharePieChart({
  slices,
  label,
  testId,
}: {
  slices: ReadonlyArray<{ name: string; value: number }>;
  label: string;
  testId: string;
}) {
  const locale = useLocale();
  return (
    <ChartFrame height={280} label={label} testId={testId}>
      <PieChart>
        <Pie
          data={[...slices]}
          dataKey="value"
          nameKey="name"
          innerRadius="45%"
          outerRadius="75%"
          isAnimationActive={false}
        >
          {slices.map((s, i) => (
            <Cell key={s.name} fill={seriesColor(i)} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => formatMoney(Number(value), locale)} />
        <Legend wrapperStyle={{ fontSize: 13 }} />
      </PieChart>
    </ChartFrame>
  );
}
