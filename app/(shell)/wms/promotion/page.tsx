import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { levelOf } from '@/lib/auth/permissions';
import { requirePage } from '@/lib/auth/server-session';
import { PageHeader } from '@/components/layout/page-header';
import { PromotionsScreen } from '@/components/wms/promotion/promotions-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('promotion') };
}

export default async function PromotionPage() {
  const actor = await requirePage('/wms/promotion');
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('promotion')]);
  return (
    <>
      <PageHeader title={nav('promotion')} subtitle={t('subtitle')} />
      <Suspense>
        <PromotionsScreen
          canWrite={levelOf(actor, 'wms') >= 2}
          canDelete={levelOf(actor, 'wms') >= 3}
        />
      </Suspense>
    </>
  );
}
