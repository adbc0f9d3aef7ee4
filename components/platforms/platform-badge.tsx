'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

const CLASS: Record<string, string> = {
  tiktok: 'bg-slate-900 text-white',
  shopee: 'bg-orange-500 text-white',
  lazada: 'bg-indigo-700 text-white',
};

/** The platform's name as a coloured text label (no logos). */
export function PlatformBadge({ name }: { name: string }) {
  const t = useTranslations('platformConnect.platforms');
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded px-2 py-0.5 text-xs font-bold uppercase tracking-wide',
        CLASS[name] ?? 'bg-slate-200 text-slate-800',
      )}
      data-platform={name}
    >
      {t.has(name) ? t(name) : name}
    </span>
  );
}

const STATUS_CLASS: Record<number, string> = {
  1: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  2: 'bg-red-100 text-red-900 ring-red-300',
  3: 'bg-slate-200 text-slate-700 ring-slate-300',
};

/** The shop's connection: 1 connected, 2 needs connecting again, 3 disconnected. */
export function ShopStatusBadge({ status, testId }: { status: number; testId?: string }) {
  const t = useTranslations('platformConnect.status');
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATUS_CLASS[status] ?? STATUS_CLASS[3],
      )}
      data-testid={testId}
      data-status={status}
    >
      {t.has(String(status)) ? t(String(status)) : String(status)}
    </span>
  );
}
