import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { LineScreen } from '@/components/line/line-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('line') };
}

/**
 * /backoffice/line: the seller's LINE Official Account (coupon 1): its connection, its
 * members and the delivery of sends; checking the connection and sending from coupon 2.
 */
export default async function LinePage() {
  const { level } = await pageContext('/backoffice/line');
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('lineScreens')]);
  return (
    <>
      <PageHeader title={nav('line')} subtitle={t('subtitle')} />
      <Suspense>
        <LineScreen canSend={level('coupon') >= 2} />
      </Suspense>
    </>
  );
}
