'use client';
import type { RowData } from '@tanstack/react-table';
import { dataTableColumns, RowActions, type RowAction } from '@/components/data-table';

export interface RowActionsMenu {
  actions: RowAction[];
  testId: string;
  busy?: boolean;
}

/**
 * The last column of a list: one actions menu per row (none when the row has no action).
 * @param label the column header and the menu button's label.
 */
export function actionsColumn<TRow extends RowData>(
  label: string,
  menu: (row: TRow) => RowActionsMenu,
) {
  return dataTableColumns<TRow>().display({
    id: 'actions',
    header: label,
    enableHiding: false,
    cell: ({ row }) => {
      const m = menu(row.original);
      if (m.actions.length === 0) return null;
      return <RowActions label={label} actions={m.actions} busy={m.busy} testId={m.testId} />;
    },
  });
}
