import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { levelOf } from '@/lib/auth/permissions';
import { requirePage } from '@/lib/auth/server-session';
import { PageHeader } from '@/components/layout/page-header';
import { RandomSkuScreen } from '@/components/catalog/random-sku-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('randomSku') };
}

export default async function RandomSkuPage() {
  const actor = await requirePage('/admin/skurandom');
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('randomSku')]);
  return (
    <>
      <PageHeader title={nav('randomSku')} subtitle={t('subtitle')} />
      <Suspense>
        <RandomSkuScreen canManage={levelOf(actor, 'product') >= 3} />
      </Suspense>
    </>
  );
}
