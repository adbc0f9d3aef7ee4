import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { TeamReportScreen } from '@/components/reports/screens/team-report-screen';
import { loadReportFilterOptions } from '@/lib/pages/reports/report-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('reportTeam') };
}

export default async function TeamReportPage() {
  const { actor, db } = await pageContext('/backoffice/reports/team');
  const [options, nav, t] = await Promise.all([
    loadReportFilterOptions(db, actor),
    getTranslations('nav'),
    getTranslations('reports.subtitles'),
  ]);
  return (
    <>
      <PageHeader title={nav('reportTeam')} subtitle={t('team')} />
      <Suspense>
        <TeamReportScreen options={options} />
      </Suspense>
    </>
  );
}
