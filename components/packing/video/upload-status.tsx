'use client';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/lib/use-error-text';
import type { UploadSummary } from '@/components/packing/video/upload-runner';

/** One line on the videos not yet in storage, and why any was refused. */
export function UploadStatus({ summary }: { summary: UploadSummary | null }) {
  const t = useTranslations('stationVideo');
  const errorText = useErrorText();
  if (!summary) return null;
  const { pending, failed, sending, lastError } = summary;
  return (
    <div
      className="space-y-0.5 text-sm"
      data-testid="station-uploads"
      data-pending={pending}
      data-failed={failed.length}
    >
      <p className={pending > 0 ? 'text-slate-700' : 'text-green-700'}>
        {pending > 0 ? t('uploadsPending', { count: pending }) : t('uploadsDone')}
        {sending && (
          <span className="ml-2 text-slate-500">
            {t('uploadsSending', {
              order: sending.orderNumber,
              sent: sending.sent,
              total: sending.total,
            })}
          </span>
        )}
      </p>
      {pending > 0 && lastError && (
        <p className="text-amber-700">{t('uploadsRetrying', { reason: errorText(lastError) })}</p>
      )}
      {failed.slice(0, 3).map((f) => (
        <p key={f.id} className="text-red-700" role="alert">
          {t('uploadFailed', {
            order: f.orderNumber,
            reason: errorText(f.lastError),
          })}
        </p>
      ))}
    </div>
  );
}
