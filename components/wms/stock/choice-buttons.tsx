'use client';
import { cn } from '@/components/ui/cn';

/**
 * A choice of two or three, as big buttons side by side (a finger's size on a tablet).
 */
export function ChoiceButtons<V extends string>(props: {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-1">
      <span className="block text-sm font-semibold text-slate-700">{props.label}</span>
      <div role="radiogroup" aria-label={props.label} className="flex flex-wrap gap-2">
        {props.options.map((o) => {
          const on = o.value === props.value;
          return (
            <button
              key={o.value}
              type="button"
              role="radio"
              aria-checked={on}
              disabled={props.disabled}
              onClick={() => props.onChange(o.value)}
              className={cn(
                'h-12 flex-1 rounded-md border px-4 text-base font-semibold transition-colors disabled:opacity-50',
                on
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
              )}
              data-testid={`${props.testId}-${o.value}`}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
