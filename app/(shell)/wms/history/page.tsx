import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { loadBillUsers } from '@/lib/pages/wms/people-options';
import { loadHistoryStorages } from '@/lib/pages/wms/storage-options';
import { HistoryScreen } from '@/components/wms/history/history-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventoryHistory') };
}

/** /wms/history: the stock bills with their filters (wms area, view level). */
export default async function InventoryHistoryPage() {
  const { db } = await pageContext('/wms/history');
  const [storages, users, nav, t] = await Promise.all([
    loadHistoryStorages(db),
    loadBillUsers(db),
    getTranslations('nav'),
    getTranslations('inventoryHistory'),
  ]);
  return (
    <>
      <PageHeader title={nav('inventoryHistory')} subtitle={t('subtitle')} />
      <Suspense>
        <HistoryScreen storages={storages} users={users} />
      </Suspense>
    </>
  );
}
