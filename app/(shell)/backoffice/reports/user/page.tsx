import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { UserReportScreen } from '@/components/reports/screens/user-report-screen';
import { loadReportFilterOptions } from '@/lib/pages/reports/report-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('reportUser') };
}

export default async function UserReportPage() {
  const { actor, db } = await pageContext('/backoffice/reports/user');
  const [options, nav, t] = await Promise.all([
    loadReportFilterOptions(db, actor),
    getTranslations('nav'),
    getTranslations('reports.subtitles'),
  ]);
  return (
    <>
      <PageHeader title={nav('reportUser')} subtitle={t('user')} />
      <Suspense>
        <UserReportScreen options={options} />
      </Suspense>
    </>
  );
}
