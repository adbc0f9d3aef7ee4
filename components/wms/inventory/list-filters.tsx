'use client';
import type { DataTableFilter } from '@/components/data-table';
import {
  storageSelectOptions,
  type StorageOption,
} from '@/components/wms/inventory/storage-option';

/** The storage select of an inventory list (`storage_id`). */
export function storageFilter(
  storages: readonly StorageOption[],
  label: string,
  kindLabel: (kind: number) => string,
): DataTableFilter {
  return {
    kind: 'select',
    key: 'storage_id',
    label,
    options: storageSelectOptions(storages, kindLabel),
  };
}

/** The "low stock only" switch of an inventory list (`low=1` in the URL and the query). */
export function lowOnlyFilter(label: string, testId: string): DataTableFilter {
  return {
    kind: 'custom',
    keys: ['low'],
    render: (url) => (
      <label className="flex h-9 items-center gap-2 self-end text-sm text-slate-700">
        <input
          type="checkbox"
          checked={url.get('low') === '1'}
          onChange={(e) => url.set({ low: e.target.checked ? '1' : null })}
          className="h-5 w-5"
          data-testid={testId}
        />
        {label}
      </label>
    ),
  };
}
