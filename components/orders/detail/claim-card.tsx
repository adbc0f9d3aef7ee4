'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderClaimRow } from '@/lib/domain/orders/claims/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { Panel } from '@/components/layout/panel';
import { OrderStatusBadge } from '@/components/orders/list/status-badge';

/** The order's claim: with whom, why, who opened it and when, and the parcel's photos. */
export function ClaimCard({ claim }: { claim: OrderClaimRow }) {
  const t = useTranslations('claims.card');
  const tParty = useTranslations('claims.party');
  const locale = useLocale();
  return (
    <Panel title={t('title')} testId="claim-card">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('party')}</dt>
        <dd className="font-semibold text-slate-900" data-testid="claim-card-party">
          {tParty.has(String(claim.party)) ? tParty(String(claim.party)) : claim.party}
        </dd>
        <dt className="text-slate-500">{t('fromStatus')}</dt>
        <dd>
          <OrderStatusBadge status={claim.from_status} />
        </dd>
        <dt className="text-slate-500">{t('by')}</dt>
        <dd className="text-slate-900">{claim.created_by_name}</dd>
        <dt className="text-slate-500">{t('at')}</dt>
        <dd className="tabular-nums text-slate-900">{formatDateTime(claim.created_at, locale)}</dd>
      </dl>
      <p className="mt-3 text-sm font-medium text-slate-500">{t('reason')}</p>
      <p className="whitespace-pre-line text-sm text-slate-800" data-testid="claim-card-reason">
        {claim.reason}
      </p>
      <p className="mt-3 text-sm font-medium text-slate-500">{t('photos')}</p>
      {claim.photos.length === 0 ? (
        <p className="text-sm text-slate-500">{t('noPhotos')}</p>
      ) : (
        <ul className="mt-1 grid grid-cols-3 gap-2" data-testid="claim-card-photos">
          {claim.photos.map((p, i) => (
            <li key={p.key}>
              <a href={p.url} target="_blank" rel="noopener" className="block">
                {/* eslint-disable-next-line @next/next/no-img-element -- our own file route, any size */}
                <img
                  src={p.url}
                  alt={t('photoAlt', { n: i + 1 })}
                  className="aspect-square w-full rounded-md border border-slate-200 object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
