import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { currentActor } from '@/lib/auth/server-session';
import { AuthCard } from '@/components/auth/auth-card';
import { LockForm } from '@/components/auth/lock-form';
import { safeReturnUrl } from '@/components/auth/return-url';
import { ButtonLink } from '@/components/ui/button-link';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('lock'))('title') };
}

export default async function LockPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { returnUrl } = await searchParams;
  const actor = await currentActor();
  const t = await getTranslations('lock');
  return (
    <AuthCard title={t('title')} subtitle={actor ? t('subtitle') : t('noUser')} testId="lock-card">
      {actor ? (
        <LockForm
          username={actor.username}
          fullName={[actor.firstName, actor.lastName].filter(Boolean).join(' ')}
          returnUrl={safeReturnUrl(returnUrl)}
        />
      ) : (
        <ButtonLink href="/login" className="w-full" data-testid="lock-login-link">
          {t('toLogin')}
        </ButtonLink>
      )}
    </AuthCard>
  );
}
