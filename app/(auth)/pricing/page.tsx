import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SIGNUP_PLANS } from '@/lib/domain/signup/schemas';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/components/ui/cn';

const HIGHLIGHTED = 'growth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('pricing'))('title') };
}

/** Three plans with their monthly price in baht and what each includes (all text in messages). */
export default async function PricingPage() {
  const t = await getTranslations('pricing');
  return (
    <div className="w-full max-w-5xl py-4" data-testid="pricing">
      <header className="text-center">
        <h1 className="text-3xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">{t('lead')}</p>
      </header>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {SIGNUP_PLANS.map((plan) => {
          const features = Object.values(t.raw(`plans.${plan}.features`) as Record<string, string>);
          const highlighted = plan === HIGHLIGHTED;
          return (
            <li
              key={plan}
              data-testid={`plan-${plan}`}
              className={cn(
                'flex flex-col rounded-xl border bg-white p-6 shadow-sm',
                highlighted ? 'border-brand-500 ring-2 ring-brand-100' : 'border-slate-200',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-xl font-semibold">{t(`plans.${plan}.name`)}</h2>
                {highlighted ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    {t('popular')}
                  </span>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-slate-600">{t(`plans.${plan}.description`)}</p>
              <p className="mt-4">
                <span className="text-3xl font-semibold">{t(`plans.${plan}.price`)}</span>{' '}
                <span className="text-sm text-slate-500">{t('perMonth')}</span>
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span aria-hidden className="text-emerald-600">
                      ✓
                    </span>
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <ButtonLink
                href={`/register?plan=${plan}`}
                variant={highlighted ? 'primary' : 'secondary'}
                className="mt-6 w-full"
              >
                {t('choose')}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-center text-sm text-slate-500">{t('note')}</p>
    </div>
  );
}
