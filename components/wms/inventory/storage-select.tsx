'use client';
import { useTranslations } from 'next-intl';
import type { ListUrl } from '@/components/data-table';
import { CONTROL_CLASS } from '@/components/data-table/control-class';
import {
  storageSelectOptions,
  type StorageOption,
} from '@/components/wms/inventory/storage-option';

/** A report's storage, in the URL (`storage_id`); the first option is every storage. */
export function StorageSelect({
  url,
  storages,
  testId,
}: {
  url: ListUrl;
  storages: readonly StorageOption[];
  testId: string;
}) {
  const t = useTranslations('inventorySummary');
  const tStorage = useTranslations('storages');
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
      {t('fields.storage')}
      <select
        value={url.get('storage_id')}
        onChange={(e) => url.set({ storage_id: e.target.value })}
        className={`${CONTROL_CLASS} h-10 min-w-48`}
        data-testid={testId}
      >
        <option value="">{t('allStorages')}</option>
        {storageSelectOptions(storages, (k) => tStorage(`kinds.${k}`)).map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
