import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { SaleChannelsScreen } from '@/components/sale-channels/sale-channels-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('saleChannels'))('title') };
}

export default async function SaleChannelsPage() {
  await pageContext('/admin/sale-channel');
  const t = await getTranslations('saleChannels');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Suspense>
        <SaleChannelsScreen />
      </Suspense>
    </>
  );
}
