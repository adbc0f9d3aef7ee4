import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { PageHeader } from '@/components/layout/page-header';
import { tenantDb } from '@/lib/db';
import { userFormOptions } from '@/lib/domain/admin/users';
import { UsersScreen } from '@/components/admin/users/users-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('users'))('title') };
}

export default async function UsersPage() {
  const actor = await requirePage('/admin/user');
  const options = await userFormOptions(tenantDb(actor.enterpriseId));
  const t = await getTranslations('users');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Suspense>
        <UsersScreen options={options} currentUserId={actor.userId} />
      </Suspense>
    </>
  );
}
