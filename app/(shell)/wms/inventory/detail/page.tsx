import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { tenantDb } from '@/lib/db';
import { PageHeader } from '@/components/layout/page-header';
import { DetailScreen } from '@/components/wms/inventory/detail-screen';
import { loadStorageOptions } from '@/components/wms/inventory/storage-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventoryDetail') };
}

export default async function InventoryDetailPage() {
  const actor = await requirePage('/wms/inventory/detail');
  const [storages, nav, t] = await Promise.all([
    loadStorageOptions(tenantDb(actor.enterpriseId)),
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
