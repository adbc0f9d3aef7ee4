import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { SaleChannelReportScreen } from '@/components/reports/screens/sale-channel-report-screen';
import { loadReportFilterOptions } from '@/lib/pages/reports/report-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('reportSaleChannel') };
}

export default async function SaleChannelReportPage() {
  const { actor, db } = await pageContext('/backoffice/reports/sale-channel');
  const [options, nav, t] = await Promise.all([
    loadReportFilterOptions(db, actor),
    getTranslations('nav'),
    getTranslations('reports.subtitles'),
  ]);
  return (
    <>
      <PageHeader title={nav('reportSaleChannel')} subtitle={t('saleChannel')} />
      <Suspense>
        <SaleChannelReportScreen options={options} />
      </Suspense>
    </>
  );
}
