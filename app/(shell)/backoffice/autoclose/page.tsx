import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { getAutoCloseSettings } from '@/lib/domain/packing/auto-close';
import { PageHeader } from '@/components/layout/page-header';
import { AutoCloseScreen } from '@/components/auto-close/auto-close-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('autoClose') };
}

export default async function AutoClosePage() {
  const { actor, db } = await pageContext('/backoffice/autoclose');
  const [nav, t, settings] = await Promise.all([
    getTranslations('nav'),
    getTranslations('autoClose'),
    getAutoCloseSettings(db, actor.enterpriseId),
  ]);
  return (
    <>
      <PageHeader title={nav('autoClose')} subtitle={t('subtitle')} />
      <Suspense>
        <AutoCloseScreen initial={settings} />
      </Suspense>
    </>
  );
}
