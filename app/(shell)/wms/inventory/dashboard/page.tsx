import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { tenantDb } from '@/lib/db';
import { PageHeader } from '@/components/layout/page-header';
import { DashboardScreen } from '@/components/wms/dashboard/dashboard-screen';
import { loadStorageOptions } from '@/components/wms/inventory/storage-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventoryDashboard') };
}

export default async function InventoryDashboardPage() {
  const actor = await requirePage('/wms/inventory/dashboard');
  const [storages, nav, t] = await Promise.all([
    loadStorageOptions(tenantDb(actor.enterpriseId)),
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
