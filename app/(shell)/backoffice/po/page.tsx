import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { loadPoPartners } from '@/lib/pages/po/po-form-options';
import { PageHeader } from '@/components/layout/page-header';
import { PoListScreen } from '@/components/po/po-list-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('po') };
}

/** /backoffice/po: the purchase orders (po 1; "New PO" from po 2). */
export default async function PoListPage() {
  const { db, level } = await pageContext('/backoffice/po');
  const [partners, nav, t] = await Promise.all([
    loadPoPartners(db),
    getTranslations('nav'),
    getTranslations('poScreens'),
  ]);
  return (
    <>
      <PageHeader title={nav('po')} subtitle={t('subtitle')} />
      <Suspense>
        <PoListScreen canCreate={level('po') >= 2} partners={partners} />
      </Suspense>
    </>
  );
}
