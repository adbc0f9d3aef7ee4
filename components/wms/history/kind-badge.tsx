'use client';
import { useTranslations } from 'next-intl';
import { BILL_KIND_KEY, isBillKind } from '@/lib/domain/wms/inventory/shared/kinds';
import { cn } from '@/components/ui/cn';

const COLOR: Record<number, string> = {
  1: 'bg-emerald-100 text-emerald-800',
  2: 'bg-red-100 text-red-800',
  3: 'bg-sky-100 text-sky-800',
  4: 'bg-violet-100 text-violet-800',
  5: 'bg-amber-100 text-amber-800',
  6: 'bg-teal-100 text-teal-800',
  7: 'bg-slate-200 text-slate-800',
};

/** A bill's kind by its name (namespace inventoryKinds). Test id: `{testId}` with data-kind. */
export function KindBadge({ kind, testId }: { kind: number; testId?: string }) {
  const t = useTranslations('inventoryKinds');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        COLOR[kind] ?? COLOR[7],
      )}
      data-testid={testId}
      data-kind={kind}
    >
      {isBillKind(kind) ? t(BILL_KIND_KEY[kind]) : String(kind)}
    </span>
  );
}
