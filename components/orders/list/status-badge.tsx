'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

/** One colour per status, so a glance down the list reads the state. */
const STATUS_CLASS: Record<number, string> = {
  100: 'bg-amber-100 text-amber-900 ring-amber-300',
  111: 'bg-sky-100 text-sky-900 ring-sky-300',
  112: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  114: 'bg-violet-100 text-violet-900 ring-violet-300',
  121: 'bg-blue-100 text-blue-900 ring-blue-300',
  122: 'bg-teal-100 text-teal-900 ring-teal-300',
  130: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  140: 'bg-red-100 text-red-900 ring-red-300',
  141: 'bg-rose-100 text-rose-900 ring-rose-300',
  142: 'bg-orange-100 text-orange-900 ring-orange-300',
  998: 'bg-fuchsia-100 text-fuchsia-900 ring-fuchsia-300',
};

export function statusClass(status: number): string {
  return STATUS_CLASS[status] ?? 'bg-slate-100 text-slate-800 ring-slate-300';
}

/** The order's status as a coloured label (`data-status` carries the code for tests). */
export function OrderStatusBadge({
  status,
  testId = 'order-status',
  large,
}: {
  status: number;
  testId?: string;
  large?: boolean;
}) {
  const t = useTranslations('orders.status');
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full font-semibold ring-1 ring-inset',
        large ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs',
        statusClass(status),
      )}
      data-testid={testId}
      data-status={status}
    >
      {t.has(String(status)) ? t(String(status)) : String(status)}
    </span>
  );
}
