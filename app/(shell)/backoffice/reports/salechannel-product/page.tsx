import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { SaleChannelProductReportScreen } from '@/components/reports/screens/sale-channel-product-report-screen';
import { loadReportFilterOptions } from '@/lib/pages/reports/report-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('reportSaleChannelProduct') };
}

export default async function SaleChannelProductReportPage() {
  const { actor, db } = await pageContext('/backoffice/reports/salechannel-product');
  const [options, nav, t] = await Promise.all([
    loadReportFilterOptions(db, actor),
    getTranslations('nav'),
    getTranslations('reports.subtitles'),
  ]);
  return (
    <>
      <PageHeader title={nav('reportSaleChannelProduct')} subtitle={t('saleChannelProduct')} />
      <Suspense>
        <SaleChannelProductReportScreen options={options} />
      </Suspense>
    </>
  );
}
