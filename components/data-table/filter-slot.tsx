'use client';
import { DebouncedInput } from '@/components/data-table/debounced-input';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { DataTableFilter } from '@/components/data-table/types';
import type { ListUrl } from '@/components/data-table/use-list-url';

/** One filter of the toolbar, bound to its URL parameter (a custom one renders itself). */
export function FilterSlot({
  filter,
  url,
  testId,
  allLabel,
}: {
  filter: DataTableFilter;
  url: ListUrl;
  testId: string;
  allLabel: string;
}) {
  if (filter.kind === 'custom') return <>{filter.render(url)}</>;
  const id = `${testId}-filter-${filter.key}`;
  if (filter.kind === 'select')
    return (
      <FilterSelect
        label={filter.label}
        value={url.get(filter.key)}
        options={[
          { value: '', label: allLabel },
          ...filter.options.map((o) => ({ value: String(o.value), label: o.label })),
        ]}
        onChange={(value) => url.set({ [filter.key]: value })}
        testId={id}
      />
    );
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
      {filter.label}
      <DebouncedInput
        value={url.get(filter.key)}
        onChange={(v) => url.set({ [filter.key]: v })}
        placeholder={filter.placeholder}
        ariaLabel={filter.label}
        testId={id}
        className="w-40"
      />
    </label>
  );
}
