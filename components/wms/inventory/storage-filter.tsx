'use client';
import { useTranslations } from 'next-intl';
import type { ListUrl } from '@/components/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import {
  storageSelectOptions,
  type StorageOption,
} from '@/components/wms/inventory/storage-option';

/** A report's storage, in the URL (`storage_id`); the first option is every storage. */
export function StorageFilter({
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
    <FilterSelect
      label={t('fields.storage')}
      value={url.get('storage_id')}
      options={[
        { value: '', label: t('allStorages') },
        ...storageSelectOptions(storages, (k) => tStorage(`kinds.${k}`)).map((o) => ({
          value: String(o.value),
          label: o.label,
        })),
      ]}
      onChange={(value) => url.set({ storage_id: value })}
      testId={testId}
      className="h-10"
    />
  );
}
