import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { PackingScreen } from '@/components/wms/inventory/packing-screen';
import { loadStorageOptions } from '@/lib/pages/wms/storage-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventoryPacking') };
}

export default async function InventoryPackingPage() {
  const { db } = await pageContext('/wms/inventory/packing');
  const [storages, nav, t] = await Promise.all([
    // The line choices come from the staging storages, archived lines included.
    loadStorageOptions(db, { withArchived: true }),
    getTranslations('nav'),
    getTranslations('inventorySummary'),
  ]);
  return (
    <>
      <PageHeader title={nav('inventoryPacking')} subtitle={t('packingSubtitle')} />
      <Suspense>
        <PackingScreen storages={storages} />
      </Suspense>
    </>
  );
}
