'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { AutoCloseRunDto } from '@/lib/domain/packing/auto-close/schemas';

const CLASS: Record<AutoCloseRunDto['status'], string> = {
  running: 'bg-sky-100 text-sky-900 ring-sky-300',
  succeeded: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-100 text-red-900 ring-red-300',
};

/** A run's state as a coloured label (`data-status` carries it for tests). */
export function RunStatusBadge({ status }: { status: AutoCloseRunDto['status'] }) {
  const t = useTranslations('autoClose.status');
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        CLASS[status],
      )}
      data-testid="autoclose-run-status"
      data-status={status}
    >
      {t(status)}
    </span>
  );
}
