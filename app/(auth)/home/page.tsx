import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';

const FEATURES = ['orders', 'payments', 'packing', 'warehouse', 'reports', 'platforms'] as const;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('home'))('title') };
}

/** The public landing page: what the product does, and the way in. */
export default async function HomePage() {
  const t = await getTranslations('home');
  return (
    <div className="w-full max-w-5xl space-y-10 py-4" data-testid="home">
      <section className="text-center">
        <h1 className="text-3xl font-semibold text-slate-900 sm:text-4xl">{t('headline')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('lead')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/login" size="lg" data-testid="home-login">
            {t('login')}
          </ButtonLink>
          <ButtonLink href="/register" size="lg" variant="secondary" data-testid="home-register">
            {t('register')}
          </ButtonLink>
          <ButtonLink href="/pricing" size="lg" variant="ghost" data-testid="home-pricing">
            {t('pricing')}
          </ButtonLink>
        </div>
      </section>
      <section aria-labelledby="home-features">
        <h2 id="home-features" className="sr-only">
          {t('featuresTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((key) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-brand-700">{t(`features.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-center text-sm text-slate-500">{t('languages')}</p>
    </div>
  );
}
