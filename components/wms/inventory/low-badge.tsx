import { cn } from '@/components/ui/cn';

/** "Low stock" (red) when a balance is under its threshold, "OK" (green) otherwise. */
export function LowBadge({ low, label, testId }: { low: boolean; label: string; testId?: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        low ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800',
      )}
      data-testid={testId}
      data-low={low || undefined}
    >
      {label}
    </span>
  );
}
