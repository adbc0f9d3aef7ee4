import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { PartnersScreen } from '@/components/wms/partners/partners-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('partner') };
}

export default async function PartnerPage() {
  await pageContext('/wms/partner');
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('partners')]);
  return (
    <>
      <PageHeader title={nav('partner')} subtitle={t('subtitle')} />
      <Suspense>
        <PartnersScreen />
      </Suspense>
    </>
  );
}
