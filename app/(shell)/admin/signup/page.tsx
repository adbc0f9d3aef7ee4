import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { SignupScreen } from '@/components/admin/signup/signup-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('signup'))('title') };
}

export default async function SignupRequestsPage() {
  await pageContext('/admin/signup');
  const t = await getTranslations('signup');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Suspense>
        <SignupScreen />
      </Suspense>
    </>
  );
}
