import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { recaptchaEnabled } from '@/lib/auth/recaptcha';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { safeReturnUrl } from '@/components/auth/return-url';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth.login'))('title') };
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { returnUrl } = await searchParams;
  const t = await getTranslations('auth.login');
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')} testId="login-card">
      <LoginForm
        returnUrl={safeReturnUrl(returnUrl)}
        recaptchaSiteKey={recaptchaEnabled() ? env().RECAPTCHA_SITE_KEY : undefined}
      />
    </AuthCard>
  );
}
