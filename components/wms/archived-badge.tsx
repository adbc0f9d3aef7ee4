import { cn } from '@/components/ui/cn';

/** In use (green) or archived (grey). */
export function ArchivedBadge({
  archived,
  label,
  testId,
}: {
  archived: boolean;
  label: string;
  testId?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        archived ? 'bg-slate-200 text-slate-700' : 'bg-emerald-100 text-emerald-800',
      )}
      data-testid={testId}
    >
      {label}
    </span>
  );
}
