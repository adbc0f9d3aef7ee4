'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { watchChunkLoads } from '@/lib/navigation/chunk-load';

/** Reloads the page: the browser asks again for the parts that did not arrive. */
const reloadPage = () => window.location.reload();

/**
 * The message of a screen that could not load its parts: a chunk failed or did not arrive
 * in 120 s. Says so and offers a reload instead of leaving the page blank.
 */
export function ChunkFailedNotice({ onReload = reloadPage }: { onReload?: () => void }) {
  const t = useTranslations('lastScreens.chunk');
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-0 z-[70] flex flex-wrap items-center justify-center gap-3 bg-amber-50 px-4 py-3 text-sm text-amber-900 shadow"
      data-testid="chunk-failed"
    >
      <span className="font-semibold">{t('title')}</span>
      <span>{t('text')}</span>
      <Button size="sm" onClick={onReload} data-testid="chunk-reload">
        {t('reload')}
      </Button>
    </div>
  );
}

/** Mounted once in the root layout: watches every chunk the page loads from then on. */
export function ChunkLoadGuard() {
  const [failed, setFailed] = useState(false);
  useEffect(() => watchChunkLoads(window, () => setFailed(true)), []);
  return failed ? <ChunkFailedNotice /> : null;
}
