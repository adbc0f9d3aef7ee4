import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { StoragesScreen } from '@/components/wms/storages/storages-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('storage') };
}

export default async function StoragePage() {
  await pageContext('/wms/storage');
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('storages')]);
  return (
    <>
      <PageHeader title={nav('storage')} subtitle={t('subtitle')} />
      <Suspense>
        <StoragesScreen />
      </Suspense>
    </>
  );
}
