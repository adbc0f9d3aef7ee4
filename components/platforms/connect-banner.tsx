'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useErrorText } from '@/components/lib/use-error-text';
import { cn } from '@/components/ui/cn';
import type { ConnectNotice } from '@/components/platforms/connect-notice';

/** What the platform's return said: shops connected, or why connecting failed. */
export function ConnectBanner({ notice }: { notice: ConnectNotice }) {
  const t = useTranslations('platformConnect');
  const errorText = useErrorText();
  const router = useRouter();
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  const ok = notice.kind === 'connected';
  const text = ok
    ? notice.count === 0
      ? t('banner.none')
      : t('banner.connected', {
          count: notice.count,
          platform: notice.platform ? t(`platforms.${notice.platform}`) : '',
        })
    : t('banner.error', { reason: errorText(notice.key) });
  return (
    <div
      className={cn(
        'flex items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm',
        ok && notice.count > 0
          ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
          : ok
            ? 'border-amber-300 bg-amber-50 text-amber-900'
            : 'border-red-300 bg-red-50 text-red-900',
      )}
      role={ok ? 'status' : 'alert'}
      data-testid="platform-connect-banner"
      data-kind={notice.kind}
    >
      <span>{text}</span>
      <button
        type="button"
        className="text-xs font-semibold underline"
        onClick={() => {
          setShown(false);
          // The notice belongs to that one return from the platform, not to a reload.
          router.replace('/admin/platform', { scroll: false });
        }}
        data-testid="platform-connect-banner-close"
      >
        {t('banner.close')}
      </button>
    </div>
  );
}
