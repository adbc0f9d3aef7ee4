import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  /** The first error of the field, already translated. */
  error?: string;
  hint?: ReactNode;
}

/** A multi-line text input with the same label, error and hint as TextField. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  function TextareaField({ label, error, hint, id, className, rows = 4, ...rest }, ref) {
    const auto = useId();
    const fieldId = id ?? auto;
    return (
      <div className="space-y-1">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-700">
          {label}
        </label>
        <textarea
          ref={ref}
          id={fieldId}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={cn(
            'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100',
            error && 'border-red-500',
            className,
          )}
          {...rest}
        />
        {error ? (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : hint ? (
          <p className="text-xs text-slate-500">{hint}</p>
        ) : null}
      </div>
    );
  },
);
