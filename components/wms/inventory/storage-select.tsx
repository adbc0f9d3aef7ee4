'use client';
import { useTranslations } from 'next-intl';
import type { ListUrl } from '@/components/data-table';
import { CONTROL_CLASS } from '@/components/data-table/control-class';
import {
  storageSelectOptions,
  type StorageOption,
} from '@/components/wms/inventory/storage-option';

/** A storage picked in the URL (`storage_id`); the first option is every storage. */
export function StorageSelect({
  url,
  storages,
  label,
  allLabel,
  testId,
}: {
  url: ListUrl;
  storages: readonly StorageOption[];
  label: string;
  allLabel: string;
  testId: string;
}) {
  const tStorage = useTranslations('storages');
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
      {label}
      <select
        value={url.get('storage_id')}
        onChange={(e) => url.set({ storage_id: e.target.value })}
        className={`${CONTROL_CLASS} h-10 min-w-48`}
        data-testid={testId}
      >
        <option value="">{allLabel}</option>
        {storageSelectOptions(storages, (k) => tStorage(`kinds.${k}`)).map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
