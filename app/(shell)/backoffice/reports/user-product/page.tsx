import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { UserProductReportScreen } from '@/components/reports/screens/user-product-report-screen';
import { loadReportFilterOptions } from '@/lib/pages/reports/report-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('reportUserProduct') };
}

export default async function UserProductReportPage() {
  const { actor, db } = await pageContext('/backoffice/reports/user-product');
  const [options, nav, t] = await Promise.all([
    loadReportFilterOptions(db, actor),
    getTranslations('nav'),
    getTranslations('reports.subtitles'),
  ]);
  return (
    <>
      <PageHeader title={nav('reportUserProduct')} subtitle={t('userProduct')} />
      <Suspense>
        <UserProductReportScreen options={options} />
      </Suspense>
    </>
  );
}
