import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { Panel } from '@/components/layout/panel';
import { ChangePasswordForm } from '@/components/profile/change-password-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('changePassword') };
}

/** /profile/changepasword: the spec's spelling of the route. */
export default async function ChangePasswordPage() {
  await pageContext('/profile/changepasword');
  const t = await getTranslations('profile.password');
  return (
    <div className="max-w-4xl">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Panel>
        <ChangePasswordForm />
      </Panel>
    </div>
  );
}
