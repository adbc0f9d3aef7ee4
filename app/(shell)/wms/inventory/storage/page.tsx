import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { StorageHistoryScreen } from '@/components/wms/inventory/storage-history-screen';
import { loadStorageOptions } from '@/lib/pages/wms/storage-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventoryStorage') };
}

export default async function InventoryStoragePage() {
  const { db } = await pageContext('/wms/inventory/storage');
  const [storages, nav, t] = await Promise.all([
    // An archived storage still has its movements to look back on.
    loadStorageOptions(db, { withArchived: true }),
    getTranslations('nav'),
    getTranslations('inventorySummary'),
  ]);
  return (
    <>
      <PageHeader title={nav('inventoryStorage')} subtitle={t('storageSubtitle')} />
      <Suspense>
        <StorageHistoryScreen storages={storages} />
      </Suspense>
    </>
  );
}
