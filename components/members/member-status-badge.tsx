'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

const COLOURS: Record<number, string> = {
  0: 'bg-amber-100 text-amber-800',
  1: 'bg-green-100 text-green-800',
  2: 'bg-red-100 text-red-800',
};

/** A member's status: 0 phone not verified, 1 verified, 2 blocked (docs/members.md). */
export function MemberStatusBadge({ status, testId }: { status: number; testId?: string }) {
  const t = useTranslations('memberScreens');
  const known = status === 1 || status === 2 ? status : 0;
  return (
    <span
      className={cn('whitespace-nowrap rounded px-2 py-0.5 text-xs font-semibold', COLOURS[known])}
      data-testid={testId}
      data-status={known}
    >
      {t(`status.${known}`)}
    </span>
  );
}
