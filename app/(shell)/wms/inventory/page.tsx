import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { levelOf } from '@/lib/auth/permissions';
import { requirePage } from '@/lib/auth/server-session';
import { tenantDb } from '@/lib/db';
import { PageHeader } from '@/components/layout/page-header';
import { BalancesScreen } from '@/components/wms/inventory/balances-screen';
import { loadStorageOptions } from '@/components/wms/inventory/storage-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventory') };
}

export default async function InventoryPage() {
  const actor = await requirePage('/wms/inventory');
  const [storages, nav, t] = await Promise.all([
    loadStorageOptions(tenantDb(actor.enterpriseId)),
    getTranslations('nav'),
    getTranslations('inventoryList'),
  ]);
  return (
    <>
      <PageHeader title={nav('inventory')} subtitle={t('subtitle')} />
      <Suspense>
        <BalancesScreen storages={storages} canDelete={levelOf(actor, 'wms') >= 3} />
      </Suspense>
    </>
  );
}
