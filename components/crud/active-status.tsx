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
