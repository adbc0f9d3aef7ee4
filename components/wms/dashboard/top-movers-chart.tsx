'use client';
import { useLocale } from 'next-intl';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@/lib/domain/wms/inventory/reads/schemas';
import { formatNumber } from '@/components/data-table';
import { ChartFrame } from '@/components/wms/inventory/chart-frame';
import { moverBars } from '@/components/wms/dashboard/dashboard-data';

const BAR_COLOR = '#2f6fed';

/** The products with the most units out in the period, as horizontal bars. */
export function TopMoversChart({
  rows,
  unitsLabel,
  label,
}: {
  rows: Dashboard['top_movers'];
  unitsLabel: string;
  label: string;
}) {
  const locale = useLocale();
  const bars = moverBars(rows);
  // Room for every bar, so ten products do not squeeze into the height of three.
  const height = Math.max(160, bars.length * 32 + 40);
  return (
    <ChartFrame height={height} label={label} testId="dashboard-top-movers-chart">
      <BarChart data={bars} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          allowDecimals={false}
          fontSize={12}
          tickFormatter={(v: number) => formatNumber(v, locale)}
        />
        <YAxis type="category" dataKey="name" width={150} fontSize={12} interval={0} />
        <Tooltip
          labelFormatter={(_, payload) =>
            String((payload?.[0]?.payload as { fullName?: string } | undefined)?.fullName ?? '')
          }
          formatter={(value) => [formatNumber(Number(value), locale), unitsLabel]}
        />
        <Bar dataKey="units" name={unitsLabel} fill={BAR_COLOR} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}
