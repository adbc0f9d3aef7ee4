'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ColumnMenu, type ColumnMenuTable } from '@/components/data-table/column-menu';
import { DebouncedInput } from '@/components/data-table/debounced-input';
import { FilterSlot } from '@/components/data-table/filter-slot';
import type { DataTableFilter } from '@/components/data-table/types';
import type { ListUrl } from '@/components/data-table/use-list-url';

/** Above the table: the search, the filters, then the caller's actions and the column menu. */
export function Toolbar({
  url,
  table,
  searchable,
  searchPlaceholder,
  filters,
  actions,
  tools,
  testId,
}: {
  url: ListUrl;
  table: ColumnMenuTable;
  searchable: boolean;
  searchPlaceholder?: string;
  filters: readonly DataTableFilter[];
  actions?: ReactNode;
  /** The table's own tools (import, export), before the caller's actions. */
  tools?: ReactNode;
  testId: string;
}) {
  const t = useTranslations('table');
  return (
    <div className="flex flex-wrap items-end gap-2">
      {searchable && (
        <DebouncedInput
          value={url.get('q')}
          onChange={(v) => url.set({ q: v })}
          placeholder={searchPlaceholder ?? t('searchPlaceholder')}
          ariaLabel={t('search')}
          type="search"
          testId={`${testId}-search`}
          className="w-full sm:w-64"
        />
      )}
      {filters.map((f) => (
        <FilterSlot
          key={f.kind === 'custom' ? f.keys.join(',') : f.key}
          filter={f}
          url={url}
          testId={testId}
          allLabel={t('all')}
        />
      ))}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        {tools}
        {actions}
        <ColumnMenu table={table} label={t('columns')} testId={`${testId}-columns`} />
      </div>
    </div>
  );
}
