import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { loadStorageOptions } from '@/lib/pages/wms/storage-options';
import { WaitShipScreen } from '@/components/wms/waitship/waitship-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('waitShip') };
}

export default async function WaitShipPage() {
  const { db } = await pageContext('/wms/product/waitship');
  const [storages, nav, t] = await Promise.all([
    loadStorageOptions(db),
    getTranslations('nav'),
    getTranslations('waitShip'),
  ]);
  return (
    <>
      <PageHeader title={nav('waitShip')} subtitle={t('subtitle')} />
      <Suspense>
        <WaitShipScreen storages={storages} />
      </Suspense>
    </>
  );
}
