import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { pageAt } from '@/lib/navigation/pages';
import { FORBIDDEN_PATH, REFUSED_PARAM, homeFor } from '@/lib/navigation/home';
import { refusalOf } from '@/lib/navigation/refusal';
import { RefusalText } from '@/components/layout/refusal-text';
import { ButtonLink } from '@/components/ui/button-link';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('forbidden') };
}

/**
 * Where refused screens land (?refused= names the screen: the page says which one and
 * what it needs), and where a user without any screen starts. The button leads to the
 * user's first screen, or to their profile when they have none.
 */
export default async function ForbiddenPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requirePage('/forbidden');
  const raw = (await searchParams)[REFUSED_PARAM];
  const refusal = refusalOf(typeof raw === 'string' ? raw : null);
  const home = homeFor(actor);
  const noScreen = home === FORBIDDEN_PATH;
  const next = noScreen ? '/profile/me' : home;
  const [t, nav] = await Promise.all([getTranslations('layout.forbidden'), getTranslations('nav')]);
  return (
    <section className="mx-auto mt-10 max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-900" data-testid="forbidden">
        {t('title')}
      </h1>
      {refusal ? (
        <RefusalText refusal={refusal} />
      ) : noScreen ? (
        <p className="mt-3 text-slate-600" data-testid="forbidden-no-screen">
          {t('noScreen')}
        </p>
      ) : (
        <p className="mt-3 text-slate-600">{t('text')}</p>
      )}
      <ButtonLink href={next} className="mt-6" data-testid="forbidden-next">
        {t('goTo', { page: nav(pageAt(next)?.title ?? 'home') })}
      </ButtonLink>
    </section>
  );
}
