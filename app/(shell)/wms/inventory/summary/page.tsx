import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { SummaryScreen } from '@/components/wms/inventory/summary-screen';
import { loadStorageOptions } from '@/lib/pages/wms/storage-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventorySummary') };
}

export default async function InventorySummaryPage() {
  const { db } = await pageContext('/wms/inventory/summary');
  const [storages, nav, t] = await Promise.all([
    loadStorageOptions(db),
    getTranslations('nav'),
    getTranslations('inventorySummary'),
  ]);
  return (
    <>
      <PageHeader title={nav('inventorySummary')} subtitle={t('summarySubtitle')} />
      <Suspense>
        <SummaryScreen storages={storages} />
      </Suspense>
    </>
  );
}
