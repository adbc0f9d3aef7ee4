import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { recaptchaEnabled } from '@/lib/auth/recaptcha';
import { SIGNUP_PLANS, type SignupPlan } from '@/lib/domain/signup/schemas';
import { AuthCard } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('register'))('title') };
}

const asPlan = (v: unknown): SignupPlan | null =>
  (SIGNUP_PLANS as readonly unknown[]).includes(v) ? (v as SignupPlan) : null;

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { plan } = await searchParams;
  const t = await getTranslations('register');
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')} wide testId="register-card">
      <RegisterForm
        initialPlan={asPlan(plan)}
        recaptchaSiteKey={recaptchaEnabled() ? env().RECAPTCHA_SITE_KEY : undefined}
      />
    </AuthCard>
  );
}
