import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { userFormOptions } from '@/lib/domain/admin/users';
import { UsersScreen } from '@/components/admin/users/users-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('users'))('title') };
}

export default async function UsersPage() {
  const { actor, db } = await pageContext('/admin/user');
  const options = await userFormOptions(db);
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
