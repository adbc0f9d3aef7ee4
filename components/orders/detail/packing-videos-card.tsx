'use client';
import { useTranslations } from 'next-intl';
import type { PackingRow } from '@/lib/domain/packing/shared/schemas';
import { Panel } from '@/components/layout/panel';
import { useApiRead } from '@/components/lib/use-api-read';
import { Button } from '@/components/ui/button';
import { printLabelHref } from '@/components/packing/station/station-api';
import { PackingVideoRow } from '@/components/orders/detail/packing-video-row';

/** An order has a handful of packings (a packing, its reopenings, a return): one page holds them. */
const PACKINGS_PER_ORDER = 100;

/**
 * The order's packings and their videos, for who has packing level 1 (the list call's
 * rule). Read after the page is shown, so a slow list never holds the order up.
 */
export function PackingVideosCard({ orderId, level }: { orderId: number; level: number }) {
  if (level < 1) return null;
  return <PackingVideosPanel orderId={orderId} />;
}

function PackingVideosPanel({ orderId }: { orderId: number }) {
  const t = useTranslations('orderPackings');
  const tAll = useTranslations();
  const read = useApiRead<{ data: PackingRow[] }>('/api/v1/packings', {
    query: { order_id: orderId, limit: PACKINGS_PER_ORDER },
  });
  const rows = read.data?.data ?? null;
  return (
    <Panel title={t('title')} testId="order-packings">
      <PackingVideosList
        rows={rows}
        loading={read.loading}
        error={
          read.error
            ? tAll.has(`errors.${read.error.msg}`)
              ? tAll(`errors.${read.error.msg}`)
              : t('loadError')
            : null
        }
        onRetry={read.retry}
      />
      <a
        href={printLabelHref(orderId)}
        target="_blank"
        rel="noopener"
        className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
        data-testid="order-packing-label"
      >
        {t('label')}
      </a>
    </Panel>
  );
}

/** The rows once read, or where the read stands. */
export function PackingVideosList({
  rows,
  loading,
  error,
  onRetry,
}: {
  rows: PackingRow[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  const t = useTranslations('orderPackings');
  if (error) {
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-red-800">
        <span>{error}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!rows) return <p className="text-sm text-slate-500">{t('loading')}</p>;
  if (rows.length === 0) return <p className="text-sm text-slate-500">{t('empty')}</p>;
  return (
    <ul className={`divide-y divide-slate-100 ${loading ? 'opacity-60' : ''}`}>
      {rows.map((packing) => (
        <PackingVideoRow key={packing.id} packing={packing} />
      ))}
    </ul>
  );
}
