import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { DashboardScreen } from '@/components/wms/dashboard/dashboard-screen';
import { loadStorageOptions } from '@/lib/pages/wms/storage-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventoryDashboard') };
}

export default async function InventoryDashboardPage() {
  const { db } = await pageContext('/wms/inventory/dashboard');
  const [storages, nav, t] = await Promise.all([
    loadStorageOptions(db),
    getTranslations('nav'),
    getTranslations('inventoryDashboard'),
  ]);
  return (
    <>
      <PageHeader title={nav('inventoryDashboard')} subtitle={t('subtitle')} />
      <Suspense>
        <DashboardScreen storages={storages} />
      </Suspense>
    </>
  );
}
