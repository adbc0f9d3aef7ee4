import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { DashboardReportScreen } from '@/components/reports/screens/dashboard-report-screen';
import { openableLists } from '@/lib/pages/reports/openable-lists';
import { loadReportFilterOptions } from '@/lib/pages/reports/report-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('dashboard') };
}

export default async function ReportDashboardPage() {
  const { actor, db } = await pageContext('/backoffice/reports/dashboard');
  const [options, nav, t] = await Promise.all([
    loadReportFilterOptions(db, actor),
    getTranslations('nav'),
    getTranslations('reports.subtitles'),
  ]);
  return (
    <>
      <PageHeader title={nav('dashboard')} subtitle={t('dashboard')} />
      <Suspense>
        <DashboardReportScreen options={options} openable={openableLists(actor)} />
      </Suspense>
    </>
  );
}
