'use client';
import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { formatNumber } from '@/components/data-table/format';
import type { ListUrl } from '@/components/data-table/use-list-url';
import { statusClass } from '@/components/orders/list/status-badge';
import {
  chipModel,
  chipUrlValue,
  type ChipSet,
  type StatusCounts,
} from '@/components/orders/list/status-chips';

/**
 * The status chips above a list, each with its count; a click filters the
 * list on that status (page 1). They wrap onto further lines rather than scroll sideways,
 * so every chip is in sight at once, on a desk's screen as on a phone.
 */
export function StatusChipBar({
  set,
  url,
  counts,
  testId,
}: {
  set: ChipSet;
  url: ListUrl;
  counts: StatusCounts | null;
  testId: string;
}) {
  const t = useTranslations('orders.status');
  const tList = useTranslations('orderList');
  const locale = useLocale();
  const chips = chipModel(set, counts, url.get('status'));
  return (
    <div
      className="flex flex-wrap gap-1.5 sm:gap-2"
      role="group"
      aria-label={tList('statusFilter')}
      data-testid={testId}
    >
      {chips.map((chip) => (
        <button
          key={chip.value || 'all'}
          type="button"
          aria-pressed={chip.active}
          onClick={() => url.set({ status: chipUrlValue(set, chip.value) })}
          data-testid={`${testId}-${chip.value || 'all'}`}
          data-active={chip.active || undefined}
          data-count={chip.count ?? undefined}
          className={cn(
            'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-1 text-xs font-medium transition-colors sm:text-sm',
            chip.active
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
          )}
        >
          {chip.value !== '' && (
            <span
              aria-hidden
              className={cn('h-2 w-2 rounded-full ring-1', statusClass(Number(chip.value)))}
            />
          )}
          {chip.value === '' ? tList('allStatuses') : t(chip.label)}
          {/* Room for the count before it arrives, so the chips after do not move (CLS). */}
          <span
            className={cn(
              'min-w-[2.5rem] rounded-full px-1.5 text-center text-xs tabular-nums',
              chip.active ? 'bg-white/20' : 'bg-slate-100 text-slate-600',
            )}
          >
            {chip.count !== null ? formatNumber(chip.count, locale) : '\u00a0'}
          </span>
        </button>
      ))}
    </div>
  );
}
