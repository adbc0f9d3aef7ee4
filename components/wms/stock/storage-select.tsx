'use client';
import { useTranslations } from 'next-intl';
import type { StorageOption } from '@/components/wms/stock/stock-bill';
import { BigSelect } from '@/components/wms/stock/big-select';

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
  return (
    <BigSelect
      {...props}
      prompt={props.options.length === 0 ? t('none') : t('choose')}
      options={props.options.map((s) => ({ value: String(s.id), label: storageLabel(s) }))}
    />
  );
}
