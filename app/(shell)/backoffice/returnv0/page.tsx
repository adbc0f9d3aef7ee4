import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { levelOf, LEVEL } from '@/lib/auth/permissions';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { ReturningListScreen } from '@/components/packing/returns/returning-list-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('returnV0') };
}

/** /backoffice/returnv0: the returns on their way back (order_return access, else /forbidden). */
export default async function ReturningListPage() {
  const { actor } = await pageContext('/backoffice/returnv0');
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('returningList')]);
  return (
    <>
      <PageHeader title={nav('returnV0')} subtitle={t('subtitle')} />
      <Suspense>
        <ReturningListScreen canReceive={levelOf(actor, 'order_return') >= LEVEL.edit} />
      </Suspense>
    </>
  );
}
