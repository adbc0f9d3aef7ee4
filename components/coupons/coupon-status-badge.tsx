'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

const COLOURS: Record<number, string> = {
  1: 'bg-green-100 text-green-800',
  2: 'bg-slate-200 text-slate-700',
};

/** A coupon's status: 1 active, 2 disabled (docs/domain-rules.md, Coupons). */
export function CouponStatusBadge({ status, testId }: { status: number; testId?: string }) {
  const t = useTranslations('couponScreens');
  return (
    <span
      className={cn('rounded px-2 py-0.5 text-xs font-semibold', COLOURS[status])}
      data-testid={testId}
      data-status={status}
    >
      {t(`status.${status === 2 ? 2 : 1}`)}
    </span>
  );
}
