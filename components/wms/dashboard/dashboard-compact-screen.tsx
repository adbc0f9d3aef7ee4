'use client';
import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Dashboard } from '@/lib/domain/wms/inventory/reads/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { useListUrl } from '@/components/data-table';
import { Panel } from '@/components/layout/panel';
import { Button } from '@/components/ui/button';
import { DayBarChart } from '@/components/wms/inventory/day-bar-chart';
import { ReportView } from '@/components/wms/inventory/report-view';
import type { StorageOption } from '@/components/wms/inventory/storage-option';
import { StorageFilter } from '@/components/wms/inventory/storage-filter';
import { useDatum } from '@/components/wms/inventory/use-datum';
import { movementBars } from '@/components/wms/dashboard/dashboard-data';
import { LowStockList } from '@/components/wms/dashboard/low-stock-list';
import { StatCards } from '@/components/wms/dashboard/stat-cards';

/** The station looks at the last week only. */
const COMPACT_DAYS = 7;
/** A tablet left on the station stays current without anyone touching it. */
const REFRESH_MS = 120_000;

/**
 * /wms/inventory/dashboardv1: the dashboard for a tablet at the packing station: what is
 * running low first, in big type, then the four figures and the last 7 days' movements.
 * Reads itself again every two minutes. Storage filter.
 */
export function DashboardCompactScreen({ storages }: { storages: StorageOption[] }) {
  const t = useTranslations('inventoryDashboard');
  const locale = useLocale();
  const url = useListUrl();
  const report = useDatum<Dashboard>('/api/v1/wms/inventory/dashboard', {
    days: COMPACT_DAYS,
    storage_id: url.get('storage_id'),
  });
  const { reload } = report;
  useEffect(() => {
    const timer = window.setInterval(reload, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload]);

  return (
    <ReportView
      filters={
        <>
          <StorageFilter url={url} storages={storages} testId="dashboard-storage" />
          <Button
            variant="secondary"
            onClick={reload}
            loading={report.loading && report.data !== null}
            className="h-10"
            data-testid="dashboard-refresh"
          >
            {t('refresh')}
          </Button>
          {report.receivedAt !== null && (
            <p className="text-sm text-slate-500" data-testid="dashboard-updated">
              {t('updatedAt', {
                time: formatDateTime(new Date(report.receivedAt), locale),
              })}
            </p>
          )}
        </>
      }
      report={report}
      testId="dashboard"
    >
      {(data) => (
        <>
          <Panel title={t('lowStockTitle', { count: data.low_stock_count })}>
            <LowStockList rows={data.low_stock} />
          </Panel>
          <StatCards data={data} big />
          <Panel title={t('movementsWeekTitle')}>
            <DayBarChart
              rows={data.movements_per_day}
              bars={movementBars((kind) => t(`movement.${kind}`))}
              height={220}
              label={t('movementsWeekTitle')}
              testId="dashboard-movements-chart"
            />
          </Panel>
        </>
      )}
    </ReportView>
  );
}
