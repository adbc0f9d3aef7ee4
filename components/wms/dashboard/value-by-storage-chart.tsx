'use client';
import { useLocale } from 'next-intl';
import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts';
import type { Dashboard } from '@/lib/domain/wms/inventory/reads/schemas';
import { formatNumber } from '@/components/data-table';
import { ChartFrame } from '@/components/wms/inventory/chart-frame';
import { seriesColor } from '@/components/wms/inventory/chart-data';
import { valueSlices } from '@/components/wms/dashboard/dashboard-data';

/** Stock value per storage as a donut, the smallest storages summed as "others". */
export function ValueByStorageChart({
  rows,
  othersName,
  label,
}: {
  rows: Dashboard['value_by_storage'];
  othersName: string;
  label: string;
}) {
  const locale = useLocale();
  const slices = valueSlices(rows, othersName);
  return (
    <ChartFrame height={280} label={label} testId="dashboard-value-chart">
      <PieChart>
        <Pie
          data={slices}
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
        <Tooltip formatter={(value) => formatNumber(Number(value), locale, 2)} />
        <Legend wrapperStyle={{ fontSize: 13 }} />
      </PieChart>
    </ChartFrame>
  );
}
