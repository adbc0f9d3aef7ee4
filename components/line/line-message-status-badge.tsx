'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

const COLOURS: Record<string, string> = {
  queued: 'bg-amber-100 text-amber-800',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

/** A send's delivery: queued, sent or failed (docs/members.md, Sending). */
export function LineMessageStatusBadge({ status, testId }: { status: string; testId?: string }) {
  const t = useTranslations('lineScreens.delivery');
  const known = status === 'sent' || status === 'failed' ? status : 'queued';
  return (
    <span
      className={cn('rounded px-2 py-0.5 text-xs font-semibold', COLOURS[known])}
      data-testid={testId}
      data-status={status}
    >
      {t(`statuses.${known}`)}
    </span>
  );
}
