'use client';
import { useId } from 'react';
import { cn } from '@/components/ui/cn';

const BIG_CONTROL =
  'block h-12 w-full rounded-md border border-slate-300 bg-white px-3 text-base shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100';

/**
 * A labelled select sized for a finger (48 px) on the stock forms, its first option the
 * prompt (no choice yet), its error under it. Test id: `{testId}` on the select.
 */
export function BigSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  prompt: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  disabled?: boolean;
  className?: string;
  testId: string;
}) {
  const id = useId();
  return (
    <div className={cn('space-y-1', props.className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        className={cn(BIG_CONTROL, props.error && 'border-red-500')}
        data-testid={props.testId}
      >
        <option value="">{props.prompt}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {props.error && (
        <p role="alert" className="text-sm text-red-600">
          {props.error}
        </p>
      )}
    </div>
  );
}
