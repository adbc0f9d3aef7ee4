'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

/** A member's personal code: used (grey) or still unused (green). */
export function MemberCodeStateBadge(props: { state: 'used' | 'unused'; testId?: string }) {
  const t = useTranslations('couponScreens.codes');
  return (
    <span
      className={cn(
        'rounded px-2 py-0.5 text-xs font-semibold',
        props.state === 'used' ? 'bg-slate-200 text-slate-700' : 'bg-green-100 text-green-800',
      )}
      data-state={props.state}
      data-testid={props.testId}
    >
      {t(props.state)}
    </span>
  );
}
