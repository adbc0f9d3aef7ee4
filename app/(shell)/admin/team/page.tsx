import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { OrgUnitsScreen } from '@/components/org/org-units-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teams'))('title') };
}

export default async function TeamsPage() {
  await pageContext('/admin/team');
  const t = await getTranslations('teams');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Suspense>
        <OrgUnitsScreen kind="team" />
      </Suspense>
    </>
  );
}
