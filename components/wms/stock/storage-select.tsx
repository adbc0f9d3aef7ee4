'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { StorageOption } from '@/components/wms/stock/stock-bill';

export const BIG_CONTROL =
  'block h-12 w-full rounded-md border border-slate-300 bg-white px-3 text-base shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100';

/** A packing line's staging storage shows its line beside its name. */
export const storageLabel = (s: StorageOption) =>
  s.kind === 2 && s.packing_line ? `${s.name} · ${s.packing_line}` : s.name;

/**
 * A storage picker sized for a finger (48 px). Test id: `{testId}` on the select, options
 * by storage id (value) with the name as label.
 */
export function StorageSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly StorageOption[];
  error?: string;
  testId: string;
  disabled?: boolean;
}) {
  const t = useTranslations('stockForm.storage');
  const id = useId();
  return (
    <div className="space-y-1">
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
        <option value="">{props.options.length === 0 ? t('none') : t('choose')}</option>
        {props.options.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {storageLabel(s)}
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
