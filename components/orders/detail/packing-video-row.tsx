'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { PackingRow } from '@/lib/domain/packing/shared/schemas';
import { PACKING_STATUS } from '@/lib/domain/packing/shared/constants';
import {
  EVIDENCE_DEFAULT_MB,
  EVIDENCE_DEFAULT_SECONDS,
  VIDEO_STATUS,
} from '@/lib/domain/packing/video/limits';
import { formatDateTime } from '@/lib/time/date-format';
import { cn } from '@/components/ui/cn';
import { Meta } from '@/components/orders/detail/detail-header';
import {
  packingEvidenceHref,
  packingVideoHref,
} from '@/components/orders/detail/packing-video-links';

const linkClass =
  'inline-flex h-8 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100';

const STATUS_TONE: Record<number, string> = {
  [PACKING_STATUS.Open]: 'bg-amber-50 text-amber-800 ring-amber-200',
  [PACKING_STATUS.Closed]: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  [PACKING_STATUS.Cancelled]: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/**
 * One packing of the order: who packed it and when, then its video.
 */
export function PackingVideoRow({ packing }: { packing: PackingRow }) {
  const t = useTranslations('orderPackings');
  const locale = useLocale();
  const p = packing;
  return (
    <li
      className="space-y-3 py-4 first:pt-0 last:pb-0"
      data-testid={`order-packing-${p.id}`}
      data-video-status={p.video_status}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold text-slate-900">{p.packing_number}</span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
          {t.has(`kind.${p.kind}`) ? t(`kind.${p.kind}`) : p.kind}
        </span>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
            STATUS_TONE[p.status] ?? STATUS_TONE[PACKING_STATUS.Cancelled],
          )}
        >
          {t.has(`status.${p.status}`) ? t(`status.${p.status}`) : p.status}
        </span>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <Meta label={t('packer')}>{p.user_name}</Meta>
        <Meta label={t('units')}>
          {t('unitsValue', { scanned: p.units_scanned, ordered: p.units_ordered })}
        </Meta>
        <Meta label={t('createdAt')}>{formatDateTime(p.created_at, locale)}</Meta>
        {p.closed_at && <Meta label={t('closedAt')}>{formatDateTime(p.closed_at, locale)}</Meta>}
      </dl>
      <PackingVideo packing={p} />
    </li>
  );
}

function PackingVideo({ packing: p }: { packing: PackingRow }) {
  const t = useTranslations('orderPackings');
  if (p.video_status !== VIDEO_STATUS.uploaded) {
    const busy =
      p.video_status === VIDEO_STATUS.recording || p.video_status === VIDEO_STATUS.uploading;
    const failed = p.video_status === VIDEO_STATUS.failed;
    return (
      <p
        className={cn(
          'rounded-md p-2 text-sm',
          failed
            ? 'bg-red-50 text-red-800'
            : busy
              ? 'bg-amber-50 text-amber-800'
              : 'text-slate-500',
        )}
        role={failed ? 'alert' : undefined}
      >
        {t(failed ? 'video.failed' : busy ? 'video.uploading' : 'video.none')}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <video
        controls
        preload="metadata"
        src={packingVideoHref(p.id)}
        className="aspect-video max-h-96 w-full rounded-md bg-black"
        aria-label={t('video.title', { number: p.packing_number })}
        data-testid="order-packing-video"
      />
      <div className="flex flex-wrap items-start gap-3">
        <a
          href={packingVideoHref(p.id)}
          download
          className={linkClass}
          data-testid="order-packing-video-download"
        >
          {p.video_size === null
            ? t('video.download')
            : t('video.downloadSized', { mb: (p.video_size / (1024 * 1024)).toFixed(1) })}
        </a>
        <div className="space-y-1">
          <a
            href={packingEvidenceHref(p.id)}
            download
            className={linkClass}
            data-testid="order-packing-evidence"
          >
            {t('video.evidence')}
          </a>
          <p className="text-xs text-slate-500">
            {t('video.evidenceHint', {
              seconds: EVIDENCE_DEFAULT_SECONDS,
              mb: EVIDENCE_DEFAULT_MB,
            })}
          </p>
        </div>
      </div>
    </div>
  );
}
