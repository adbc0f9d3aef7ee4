import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { BalancesScreen } from '@/components/wms/inventory/balances-screen';
import { loadStorageOptions } from '@/lib/pages/wms/storage-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventory') };
}

export default async function InventoryPage() {
  const { db, level } = await pageContext('/wms/inventory');
  const [storages, nav, t] = await Promise.all([
    loadStorageOptions(db),
    getTranslations('nav'),
    getTranslations('inventoryList'),
  ]);
  return (
    <>
      <PageHeader title={nav('inventory')} subtitle={t('subtitle')} />
      <Suspense>
        <BalancesScreen storages={storages} canDelete={level('wms') >= 3} />
      </Suspense>
    </>
  );
}
