'use client';
import type { DataTableFilter } from '@/components/data-table';

/**
 * The "show archived too" switch of a list: archived rows are hidden unless asked
 * (`archived=all` in the URL and the query).
 */
export function archivedFilter(label: string, testId: string): DataTableFilter {
  return {
    kind: 'custom',
    keys: ['archived'],
    render: (url) => (
      <label className="flex h-9 items-center gap-2 self-end text-sm text-slate-700">
        <input
          type="checkbox"
          checked={url.get('archived') === 'all'}
          onChange={(e) => url.set({ archived: e.target.checked ? 'all' : null })}
          className="h-4 w-4"
          data-testid={testId}
        />
        {label}
      </label>
    ),
  };
}
