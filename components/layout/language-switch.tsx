'use client';
import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { api } from '@/components/lib/api';
import { cn } from '@/components/ui/cn';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { writeLocaleCookie } from '@/components/layout/locale-cookie';

interface Props {
  /** signed in: saved on the user through the API (which also sets the cookie); else the cookie only. */
  persist: 'profile' | 'cookie';
  onError?: (error: unknown) => void;
  tone?: 'dark' | 'light';
}

/** The EN and TH buttons of the navbar and of the auth layout. */
export function LanguageSwitch({ persist, onError, tone = 'light' }: Props) {
  const t = useTranslations('layout');
  const current = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  async function choose(locale: Locale) {
    if (locale === current) return;
    try {
      if (persist === 'profile') {
        await api('/api/v1/profile/locale', { method: 'PUT', body: { locale } });
      } else {
        writeLocaleCookie(locale);
      }
      startTransition(() => router.refresh());
    } catch (error) {
      onError?.(error);
    }
  }

  return (
    <div
      role="group"
      aria-label={t('language')}
      className={cn(
        'inline-flex overflow-hidden rounded-md border',
        tone === 'dark' ? 'border-white/30' : 'border-slate-300',
      )}
    >
      {[...LOCALES].reverse().map((locale) => {
        const active = locale === current;
        return (
          <button
            key={locale}
            type="button"
            data-testid={`lang-${locale}`}
            aria-pressed={active}
            disabled={pending}
            lang={locale}
            title={t(`languages.${locale}`)}
            onClick={() => void choose(locale)}
            className={cn(
              'h-9 min-w-11 px-3 text-sm font-semibold transition-colors disabled:opacity-60',
              tone === 'dark'
                ? active
                  ? 'bg-white text-brand-700'
                  : 'text-white hover:bg-white/15'
                : active
                  ? 'bg-brand-600 text-white'
                  : 'bg-white text-slate-700 hover:bg-slate-100',
            )}
          >
            {locale.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
