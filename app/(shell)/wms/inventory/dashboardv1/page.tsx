import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { DashboardCompactScreen } from '@/components/wms/dashboard/dashboard-compact-screen';
import { loadStorageOptions } from '@/lib/pages/wms/storage-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventoryDashboardV1') };
}

export default async function InventoryDashboardV1Page() {
  const { db } = await pageContext('/wms/inventory/dashboardv1');
  const [storages, nav, t] = await Promise.all([
    loadStorageOptions(db),
    getTranslations('nav'),
    getTranslations('inventoryDashboard'),
  ]);
  return (
    <>
      <PageHeader title={nav('inventoryDashboardV1')} subtitle={t('compactSubtitle')} />
      <Suspense>
        <DashboardCompactScreen storages={storages} />
      </Suspense>
    </>
  );
}
