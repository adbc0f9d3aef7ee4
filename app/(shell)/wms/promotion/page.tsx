import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { PromotionsScreen } from '@/components/wms/promotion/promotions-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('promotion') };
}

export default async function PromotionPage() {
  const { level } = await pageContext('/wms/promotion');
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('promotion')]);
  return (
    <>
      <PageHeader title={nav('promotion')} subtitle={t('subtitle')} />
      <Suspense>
        <PromotionsScreen canWrite={level('wms') >= 2} canDelete={level('wms') >= 3} />
      </Suspense>
    </>
  );
}
