'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

const COLOURS: Record<number, string> = {
  0: 'bg-slate-200 text-slate-700',
  1: 'bg-blue-100 text-blue-800',
  2: 'bg-amber-100 text-amber-800',
  3: 'bg-green-100 text-green-800',
  4: 'bg-red-100 text-red-700',
};

/** A PO's status: 0 draft, 1 approved, 2 partially received, 3 closed, 4 cancelled. */
export function PoStatusBadge({ status, testId }: { status: number; testId?: string }) {
  const t = useTranslations('poScreens.status');
  const known = status in COLOURS ? status : 0;
  return (
    <span
      className={cn('whitespace-nowrap rounded px-2 py-0.5 text-xs font-semibold', COLOURS[known])}
      data-testid={testId}
      data-status={status}
    >
      {t(String(known))}
    </span>
  );
}
