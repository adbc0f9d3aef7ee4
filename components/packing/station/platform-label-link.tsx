'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

/** How often and how long the station asks whether the platform's label is there. */
const POLL_MS = 1000;
const GIVE_UP_MS = 90_000;

type LabelState = 'waiting' | 'ready' | 'failed' | 'late';

export const platformLabelHref = (orderId: number) => `/api/platform/orders/${orderId}/label`;

/**
 * The platform's own label of a platform order just closed: the shipment is arranged with
 * the platform by a job, so the station asks every second until the label is there, then
 * offers it to print (or says why the platform refused). Keyed by the order at its use,
 * so a new order starts waiting again.
 */
export function PlatformLabelLink({ orderId }: { orderId: number }) {
  const t = useTranslations('packingStation');
  const [state, setState] = useState<LabelState>('waiting');
  const [reason, setReason] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    const ask = async () => {
      if (stopped) return;
      try {
        const res = await fetch(platformLabelHref(orderId), { method: 'GET', cache: 'no-store' });
        if (stopped) return;
        if (res.ok) return setState('ready');
        if (res.status === 409) {
          const body = (await res.json()) as {
            Datum?: { shipment_state?: number; shipment_error?: string | null };
          };
          if (body.Datum?.shipment_state === 3) {
            setReason(body.Datum.shipment_error ?? null);
            return setState('failed');
          }
        }
      } catch {
        // The network dropped: ask again.
      }
      if (Date.now() - started > GIVE_UP_MS) return setState('late');
      setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
    };
  }, [orderId]);

  if (state === 'ready')
    return (
      <a
        href={platformLabelHref(orderId)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-12 items-center rounded-md bg-brand-600 px-6 text-lg font-semibold text-white hover:bg-brand-700"
        data-testid="station-print-platform"
        data-state="ready"
      >
        {t('printPlatformLabel')}
      </a>
    );
  return (
    <p
      className={state === 'waiting' ? 'text-slate-600' : 'text-red-700'}
      data-testid="station-print-platform"
      data-state={state}
      role="status"
    >
      {state === 'waiting'
        ? t('platformLabelWaiting')
        : state === 'failed'
          ? t('platformLabelFailed', { reason: reason ?? '-' })
          : t('platformLabelLate')}
    </p>
  );
}
