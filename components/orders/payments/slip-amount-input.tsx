'use client';
import { forwardRef, useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { checkSlipAmount, formatMoney } from '@/components/orders/list/money';

/**
 * The amount the checker reads on the slip, compared with the amount due as it is typed:
 * red when they differ, green when they match. Empty until typed: its hint is words, never
 * an amount, so nothing looks as if it had been read from the slip. `missing` says a
 * confirm was tried without it. `data-check` carries empty, invalid, match or mismatch;
 * `queue` marks the payment queue's input for its keyboard shortcuts.
 */
export const SlipAmountInput = forwardRef<
  HTMLInputElement,
  {
    value: string;
    onChange: (value: string) => void;
    due: string;
    queue?: boolean;
    compact?: boolean;
    /** A confirm was tried with the amount empty: say it is needed. */
    missing?: boolean;
    testId: string;
  }
>(function SlipAmountInput({ value, onChange, due, queue, compact, missing, testId }, ref) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const id = useId();
  const check = checkSlipAmount(value, due);
  const required = Boolean(missing) && check === 'empty';
  const bad = check === 'mismatch' || check === 'invalid' || required;
  return (
    <div className="space-y-1">
      <label
        htmlFor={id}
        className={cn('block text-xs font-semibold text-slate-600', compact && 'sr-only')}
      >
        {t('slipAmountLabel')}
      </label>
      <input
        ref={ref}
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={t('slipAmountHint')}
        aria-required
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={bad || undefined}
        aria-describedby={`${id}-check`}
        data-queue-amount={queue ? '' : undefined}
        data-check={check}
        data-testid={testId}
        className={cn(
          'block h-10 w-full rounded-md border px-3 text-right text-base tabular-nums shadow-sm placeholder:text-sm placeholder:italic placeholder:text-slate-400 focus:outline-none focus:ring-2',
          bad
            ? 'border-red-500 bg-red-50 text-red-900 focus:ring-red-200'
            : check === 'match'
              ? 'border-emerald-500 bg-emerald-50 focus:ring-emerald-200'
              : 'border-slate-300 bg-white focus:border-brand-500 focus:ring-brand-100',
        )}
      />
      <p
        id={`${id}-check`}
        className={cn('min-h-4 text-xs', bad ? 'font-semibold text-red-700' : 'text-emerald-700')}
        aria-live="polite"
        data-testid={`${testId}-check`}
      >
        {check === 'mismatch'
          ? t('amountMismatch', { due: formatMoney(due, locale) })
          : check === 'invalid'
            ? t('amountInvalid')
            : check === 'match'
              ? t('amountMatch')
              : required
                ? t('amountRequired')
                : ''}
      </p>
    </div>
  );
});
