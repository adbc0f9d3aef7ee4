'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { isChunkLoadError } from '@/lib/navigation/chunk-load';

/**
 * What a screen that threw shows instead of a blank page. A chunk that failed to load (or
 * did not arrive in 120 s) is fixed by reloading the page; anything else may be tried again.
 */
export default function ScreenError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('lastScreens');
  const chunk = isChunkLoadError(error);
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4">
      <section
        role="alert"
        className="w-full max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm"
        data-testid={chunk ? 'chunk-error' : 'screen-error'}
      >
        <h1 className="text-xl font-semibold">{chunk ? t('chunk.title') : t('failed.title')}</h1>
        <p className="mt-3 text-slate-600">{chunk ? t('chunk.text') : t('failed.text')}</p>
        {error.digest ? (
          <p className="mt-2 text-xs text-slate-500">
            {t('failed.reference')}: {error.digest}
          </p>
        ) : null}
        <div className="mt-6 flex justify-center gap-2">
          {chunk ? null : (
            <Button variant="secondary" onClick={reset} data-testid="screen-error-retry">
              {t('failed.retry')}
            </Button>
          )}
          <Button onClick={() => window.location.reload()} data-testid="chunk-reload">
            {t('chunk.reload')}
          </Button>
        </div>
      </section>
    </main>
  );
}
