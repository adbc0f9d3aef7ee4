'use client';
import type { RowData } from '@tanstack/react-table';
import { cn } from '@/components/ui/cn';
import type { DataTableInstance } from '@/components/data-table/features';

/**
 * The header row; a sortable column's header is a button that turns its sort around. Below
 * sm the rows are cards that name their values, and the header row is not shown.
 */
export function TableHead<TRow extends RowData>({
  table,
  testId,
}: {
  table: DataTableInstance<TRow>;
  testId: string;
}) {
  return (
    <thead className="bg-slate-50 max-sm:hidden">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const meta = header.column.columnDef.meta;
            const sorted = header.column.getIsSorted();
            const canSort = header.column.getCanSort();
            return (
              <th
                key={header.id}
                scope="col"
                aria-sort={
                  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                }
                className={cn(
                  'whitespace-nowrap px-3 py-2 text-left font-semibold text-slate-700',
                  meta?.numeric && 'text-right',
                  meta?.className,
                )}
              >
                {header.isPlaceholder ? null : canSort ? (
                  <button
                    type="button"
                    onClick={header.column.getToggleSortingHandler()}
                    className={cn(
                      'inline-flex items-center gap-1 hover:text-brand-700',
                      meta?.numeric && 'flex-row-reverse',
                    )}
                    data-testid={`${testId}-sort-${header.column.id}`}
                  >
                    <table.FlexRender header={header} />
                    <span aria-hidden className={cn('text-xs', !sorted && 'text-slate-300')}>
                      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                ) : (
                  <table.FlexRender header={header} />
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
