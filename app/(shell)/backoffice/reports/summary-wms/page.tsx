import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { WmsStorageSummaryScreen } from '@/components/reports/screens/wms-storage-summary-screen';
import { loadReportFilterOptions } from '@/lib/pages/reports/report-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('reportSummaryWms') };
}

export default async function WmsSummaryPage() {
  const { actor, db } = await pageContext('/backoffice/reports/summary-wms');
  const [options, nav, t] = await Promise.all([
    loadReportFilterOptions(db, actor, { storages: true }),
    getTranslations('nav'),
    getTranslations('reports.subtitles'),
  ]);
  return (
    <>
      <PageHeader title={nav('reportSummaryWms')} subtitle={t('summaryWms')} />
      <Suspense>
        <WmsStorageSummaryScreen options={options} />
      </Suspense>
    </>
  );
}
