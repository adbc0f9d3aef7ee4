import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { OrderReturnReportScreen } from '@/components/reports/screens/order-return-report-screen';
import { loadReportFilterOptions } from '@/lib/pages/reports/report-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('reportOrderReturn') };
}

export default async function OrderReturnReportPage() {
  const { actor, db } = await pageContext('/backoffice/reports/order-return');
  const [options, nav, t] = await Promise.all([
    loadReportFilterOptions(db, actor),
    getTranslations('nav'),
    getTranslations('reports.subtitles'),
  ]);
  return (
    <>
      <PageHeader title={nav('reportOrderReturn')} subtitle={t('orderReturn')} />
      <Suspense>
        <OrderReturnReportScreen options={options} />
      </Suspense>
    </>
  );
}
