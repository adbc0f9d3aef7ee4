import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { PageHeader } from '@/components/layout/page-header';
import { prisma } from '@/lib/db/client';
import { forTenant } from '@/lib/db/tenant';
import { auditActors } from '@/lib/domain/admin/audit-log';
import { AuditScreen } from '@/components/admin/audit/audit-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('audit'))('title') };
}

export default async function AuditPage() {
  const actor = await requirePage('/admin/audit');
  const actors = await auditActors(forTenant(prisma(), actor.enterpriseId));
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
