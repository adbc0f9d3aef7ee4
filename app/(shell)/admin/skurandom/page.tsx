import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { RandomSkuScreen } from '@/components/catalog/random-sku-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('randomSku') };
}

export default async function RandomSkuPage() {
  const { level } = await pageContext('/admin/skurandom');
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('randomSku')]);
  return (
    <>
      <PageHeader title={nav('randomSku')} subtitle={t('subtitle')} />
      <Suspense>
        <RandomSkuScreen canManage={level('product') >= 3} />
      </Suspense>
    </>
  );
}
