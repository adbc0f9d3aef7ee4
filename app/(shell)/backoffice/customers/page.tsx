import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { CustomersScreen } from '@/components/customers/customers-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('customers'))('title') };
}

export default async function CustomersPage() {
  const { level } = await pageContext('/backoffice/customers');
  const customerLevel = level('customer');
  const t = await getTranslations('customers');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Suspense>
        <CustomersScreen
          canWrite={customerLevel >= 2}
          canManage={customerLevel >= 3}
          exportUrl="/api/v1/customers/export"
          importUrl="/api/v1/customers/import"
          importTemplateUrl="/api/v1/customers/import/template"
        />
      </Suspense>
    </>
  );
}
