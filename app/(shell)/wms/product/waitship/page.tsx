import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { tenantDb } from '@/lib/db';
import { PageHeader } from '@/components/layout/page-header';
import { loadStorageOptions } from '@/components/wms/inventory/storage-options';
import { WaitShipScreen } from '@/components/wms/waitship/waitship-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('waitShip') };
}

export default async function WaitShipPage() {
  const actor = await requirePage('/wms/product/waitship');
  const [storages, nav, t] = await Promise.all([
    loadStorageOptions(tenantDb(actor.enterpriseId)),
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
