import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { OrgUnitsScreen } from '@/components/org/org-units-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('departments'))('title') };
}

export default async function DepartmentsPage() {
  await pageContext('/admin/department');
  const t = await getTranslations('departments');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Suspense>
        <OrgUnitsScreen kind="department" />
      </Suspense>
    </>
  );
}
