import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { auditActors } from '@/lib/domain/admin/audit-log';
import { AuditScreen } from '@/components/admin/audit/audit-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('audit'))('title') };
}

export default async function AuditPage() {
  const { db } = await pageContext('/admin/audit');
  const actors = await auditActors(db);
  const t = await getTranslations('audit');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <Suspense>
        <AuditScreen actors={actors} />
      </Suspense>
    </>
  );
}
