import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { WmsFieldSummaryScreen } from '@/components/reports/screens/wms-field-summary-screen';
import { loadReportFilterOptions } from '@/lib/pages/reports/report-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('reportSummaryWmsField') };
}

export default async function WmsFieldSummaryPage() {
  const { actor, db } = await pageContext('/backoffice/reports/summary-wms-field');
  const [options, nav, t] = await Promise.all([
    loadReportFilterOptions(db, actor, { storages: true }),
    getTranslations('nav'),
    getTranslations('reports.subtitles'),
  ]);
  return (
    <>
      <PageHeader title={nav('reportSummaryWmsField')} subtitle={t('summaryWmsField')} />
      <Suspense>
        <WmsFieldSummaryScreen options={options} />
      </Suspense>
    </>
  );
}
