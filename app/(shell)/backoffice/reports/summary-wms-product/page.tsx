import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { WmsProductSummaryScreen } from '@/components/reports/screens/wms-product-summary-screen';
import { loadReportFilterOptions } from '@/lib/pages/reports/report-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('reportSummaryWmsProduct') };
}

export default async function WmsProductSummaryPage() {
  const { actor, db } = await pageContext('/backoffice/reports/summary-wms-product');
  const [options, nav, t] = await Promise.all([
    loadReportFilterOptions(db, actor, { storages: true }),
    getTranslations('nav'),
    getTranslations('reports.subtitles'),
  ]);
  return (
    <>
      <PageHeader title={nav('reportSummaryWmsProduct')} subtitle={t('summaryWmsProduct')} />
      <Suspense>
        <WmsProductSummaryScreen options={options} />
      </Suspense>
    </>
  );
}
