import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { ProductReportScreen } from '@/components/reports/screens/product-report-screen';
import { loadReportFilterOptions } from '@/lib/pages/reports/report-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('reportProduct') };
}

export default async function ProductReportPage() {
  const { actor, db } = await pageContext('/backoffice/reports/product');
  const [options, nav, t] = await Promise.all([
    loadReportFilterOptions(db, actor),
    getTranslations('nav'),
    getTranslations('reports.subtitles'),
  ]);
  return (
    <>
      <PageHeader title={nav('reportProduct')} subtitle={t('product')} />
      <Suspense>
        <ProductReportScreen options={options} />
      </Suspense>
    </>
  );
}
