import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { CommissionReportScreen } from '@/components/reports/screens/commission-report-screen';
import { loadReportFilterOptions } from '@/lib/pages/reports/report-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('reportCommission') };
}

export default async function CommissionReportPage() {
  const { actor, db } = await pageContext('/backoffice/reports/commission');
  const [options, nav, t] = await Promise.all([
    loadReportFilterOptions(db, actor),
    getTranslations('nav'),
    getTranslations('reports.subtitles'),
  ]);
  return (
    <>
      <PageHeader title={nav('reportCommission')} subtitle={t('commission')} />
      <Suspense>
        <CommissionReportScreen options={options} />
      </Suspense>
    </>
  );
}
