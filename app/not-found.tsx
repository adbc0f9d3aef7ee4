import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('notFound'))('title') };
}

/** Any unknown URL, signed in or not . */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <section className="w-full max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <p className="text-5xl font-semibold text-brand-600" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-2xl font-semibold" data-testid="not-found">
          {t('title')}
        </h1>
        <p className="mt-3 text-slate-600">{t('text')}</p>
        <ButtonLink href="/" className="mt-6">
          {t('back')}
        </ButtonLink>
      </section>
    </main>
  );
}
