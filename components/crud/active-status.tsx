import type { DataTableFilter } from '@/components/data-table';
import { cn } from '@/components/ui/cn';

/** Active or inactive, as a small coloured pill (sale channels and payment methods). */
export function ActiveBadge({
  active,
  label,
  testId,
}: {
  active: boolean;
  label: string;
  testId?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700',
      )}
      data-testid={testId}
      data-active={active}
    >
      {label}
    </span>
  );
}

/** The list filter on active (1) or inactive (0), labelled from the screen's status.* messages. */
export const activeFilter = (
  t: (key: 'fields.status' | 'status.active' | 'status.inactive') => string,
): DataTableFilter => ({
  kind: 'select',
  key: 'active',
  label: t('fields.status'),
  options: [
    { value: 1, label: t('status.active') },
    { value: 0, label: t('status.inactive') },
  ],
});
