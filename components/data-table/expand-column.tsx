'use client';
import type { RowData } from '@tanstack/react-table';
import { cn } from '@/components/ui/cn';
import type { DataTableColumn } from '@/components/data-table/features';

/** The first column of a table whose rows have a detail: a toggle that opens the detail. */
export function expandColumn<TRow extends RowData>(
  labels: { expand: string; collapse: string },
  testId: string,
): DataTableColumn<TRow> {
  return {
    id: '__expand',
    header: '',
    enableHiding: false,
    enableSorting: false,
    cell: ({ row }) => (
      <button
        type="button"
        onClick={row.getToggleExpandedHandler()}
        aria-expanded={row.getIsExpanded()}
        aria-label={row.getIsExpanded() ? labels.collapse : labels.expand}
        data-testid={`${testId}-expand`}
        className="flex h-7 w-7 items-center justify-center rounded hover:bg-slate-200"
      >
        <span
          aria-hidden
          className={cn('inline-block transition-transform', row.getIsExpanded() && 'rotate-90')}
        >
          ▸
        </span>
      </button>
    ),
  };
}
