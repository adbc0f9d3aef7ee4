import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { landingPath } from '@/components/layout/landing';
import { ButtonLink } from '@/components/ui/button-link';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('forbidden') };
}

export default async function ForbiddenPage() {
  const actor = await requirePage('/forbidden');
  const t = await getTranslations('layout.forbidden');
  return (
    <section className="mx-auto mt-10 max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-900" data-testid="forbidden">
        {t('title')}
      </h1>
      <p className="mt-3 text-slate-600">{t('text')}</p>
      <ButtonLink href={landingPath(actor)} className="mt-6">
        {t('home')}
      </ButtonLink>
    </section>
  );
}
