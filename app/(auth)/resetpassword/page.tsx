import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { InvalidLink, ResetPasswordForm } from '@/components/auth/reset-password-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth.reset'))('title') };
}

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const t = await getTranslations('auth.reset');
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      {token ? <ResetPasswordForm token={token} /> : <InvalidLink />}
    </AuthCard>
  );
}
