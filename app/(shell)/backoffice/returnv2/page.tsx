import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { ReturnListScreen } from '@/components/packing/returns/return-list-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('returnV2') };
}

/** /backoffice/returnv2: the received returns (order_return access, else /forbidden naming it). */
export default async function ReturnListPage() {
  await pageContext('/backoffice/returnv2');
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('returnList')]);
  return (
    <>
      <PageHeader title={nav('returnV2')} subtitle={t('subtitle')} />
      <Suspense>
        <ReturnListScreen />
      </Suspense>
    </>
  );
}
