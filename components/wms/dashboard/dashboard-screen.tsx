'use client';
import { useTranslations } from 'next-intl';
import type { Dashboard } from '@/lib/domain/wms/inventory/reads/schemas';
import { useListUrl } from '@/components/data-table';
import { Panel } from '@/components/layout/panel';
import { ButtonLink } from '@/components/ui/button-link';
import { DayBarChart } from '@/components/wms/inventory/day-bar-chart';
import { ReportView } from '@/components/wms/inventory/report-view';
import type { StorageOption } from '@/components/wms/inventory/storage-option';
import { StorageFilter } from '@/components/wms/inventory/storage-filter';
import { useDatum } from '@/components/wms/inventory/use-datum';
import {
  dashboardDays,
  lowStockHref,
  movementBars,
} from '@/components/wms/dashboard/dashboard-data';
import { DaysSelector } from '@/components/wms/dashboard/days-selector';
import { LowStockTable } from '@/components/wms/dashboard/low-stock-table';
import { StatCards } from '@/components/wms/dashboard/stat-cards';
import { TopMoversChart } from '@/components/wms/dashboard/top-movers-chart';
import { ValueByStorageChart } from '@/components/wms/dashboard/value-by-storage-chart';

/**
 * /wms/inventory/dashboard (GET /api/v1/wms/inventory/dashboard): stock value, units,
 * products and low-stock count; movements per day, top movers, value by storage; the
 * low-stock balances linking to the list. Period 7/30/90 days and a storage filter.
 */
export function DashboardScreen({ storages }: { storages: StorageOption[] }) {
  const t = useTranslations('inventoryDashboard');
  const url = useListUrl();
  const days = dashboardDays(url.get('days'));
  const storageId = url.get('storage_id');
  const report = useDatum<Dashboard>('/api/v1/wms/inventory/dashboard', {
    days,
    storage_id: storageId,
  });

  return (
    <ReportView
      filters={
        <>
          <DaysSelector url={url} days={days} />
          <StorageFilter url={url} storages={storages} testId="dashboard-storage" />
        </>
      }
      report={report}
      testId="dashboard"
    >
      {(data) => (
        <>
          <StatCards data={data} />
          <Panel title={t('movementsTitle')}>
            <DayBarChart
              rows={data.movements_per_day}
              bars={movementBars((kind) => t(`movement.${kind}`))}
              stacked
              height={300}
              label={t('movementsTitle')}
              testId="dashboard-movements-chart"
            />
          </Panel>
          <div className="grid gap-4 lg:grid-cols-2">
            <Panel title={t('topMoversTitle')}>
              {data.top_movers.length === 0 ? (
                <p className="py-8 text-center text-sm text-slate-500">{t('noMovement')}</p>
              ) : (
                <TopMoversChart
                  rows={data.top_movers}
                  unitsLabel={t('unitsOut')}
                  label={t('topMoversTitle')}
                />
              )}
            </Panel>
            <Panel title={t('valueTitle')}>
              {data.value_by_storage.length === 0 ? (
                <p className="py-8 text-center text-sm text-slate-500">{t('noStock')}</p>
              ) : (
                <ValueByStorageChart
                  rows={data.value_by_storage}
                  othersName={t('others')}
                  label={t('valueTitle')}
                />
              )}
            </Panel>
          </div>
          <Panel title={t('lowStockTitle', { count: data.low_stock_count })}>
            <div className="space-y-3">
              <LowStockTable rows={data.low_stock} />
              <ButtonLink
                href={lowStockHref(undefined, storageId)}
                variant="secondary"
                size="sm"
                data-testid="dashboard-low-all"
              >
                {t('seeAllLow')}
              </ButtonLink>
            </div>
          </Panel>
        </>
      )}
    </ReportView>
  );
}
