'use client';
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { deadlineStanding, splitMinutes } from '@/lib/domain/orders/dispute-deadline';
import { formatDateTime } from '@/lib/time/date-format';

const MINUTE_MS = 60_000;

/**
 * The marketplace's dispute deadline (the answer's `dispute_deadline`), counting down each
 * minute: red under 24 hours, "expired" once past. The count starts after the page is in
 * the browser, so the server's render and the browser's agree.
 */
export function DisputeDeadline({ deadline, platform }: { deadline: string; platform: number }) {
  const t = useTranslations('claims.deadline');
  const tPlatforms = useTranslations('orders.platforms');
  const locale = useLocale();
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, MINUTE_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);

  const standing = now ? deadlineStanding(deadline, now) : null;
  const when = formatDateTime(deadline, locale);
  const tone =
    standing?.state === 'expired'
      ? 'border-slate-300 bg-slate-100 text-slate-700'
      : standing?.state === 'urgent'
        ? 'border-red-300 bg-red-50 text-red-800'
        : 'border-amber-200 bg-amber-50 text-amber-900';
  const left = standing ? splitMinutes(standing.minutesLeft) : null;
  return (
    <div
      role="status"
      className={`rounded-md border p-3 text-sm ${tone}`}
      data-testid="dispute-deadline"
      data-state={standing?.state ?? 'pending'}
      data-deadline={deadline}
    >
      <p className="font-semibold">
        {t('title', {
          platform: tPlatforms.has(String(platform)) ? tPlatforms(String(platform)) : platform,
        })}
      </p>
      {standing?.state === 'expired' ? (
        <p>{t('expired', { time: when })}</p>
      ) : (
        <p className="tabular-nums">
          {left && <span className="font-semibold">{t('left', left)} </span>}
          <span>{t('until', { time: when })}</span>
        </p>
      )}
    </div>
  );
}
