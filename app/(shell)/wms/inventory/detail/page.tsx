import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { DetailScreen } from '@/components/wms/inventory/detail-screen';
import { loadStorageOptions } from '@/lib/pages/wms/storage-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventoryDetail') };
}

export default async function InventoryDetailPage() {
  const { db } = await pageContext('/wms/inventory/detail');
  const [storages, nav, t] = await Promise.all([
    loadStorageOptions(db),
    getTranslations('nav'),
    getTranslations('inventorySummary'),
  ]);
  return (
    <>
      <PageHeader title={nav('inventoryDetail')} subtitle={t('detailSubtitle')} />
      <Suspense>
        <DetailScreen storages={storages} />
      </Suspense>
    </>
  );
}
