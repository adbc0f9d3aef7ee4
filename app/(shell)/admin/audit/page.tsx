import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { PageHeader } from '@/components/layout/page-header';
import { tenantDb } from '@/lib/db';
import { auditActors } from '@/lib/domain/admin/audit-log';
import { AuditScreen } from '@/components/admin/audit/audit-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('audit'))('title') };
}

export default async function AuditPage() {
  const actor = await requirePage('/admin/audit');
  const actors = await auditActors(tenantDb(actor.enterpriseId));
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
