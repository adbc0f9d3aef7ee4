import type { RowData, SortingState } from '@tanstack/react-table';
import type { DataTableColumn } from '@/components/data-table/features';

/**
 * The URL's `sort` parameter and the table's sorting state, one into the other. A column's
 * id (or its `meta.sortKey`) is the API's sort field: `sort=field` or `sort=-field`.
 */

/** The API sort field of a column: its `meta.sortKey`, else its id. */
function sortKeyOf<TRow extends RowData>(
  columns: ReadonlyArray<DataTableColumn<TRow>>,
  columnId: string,
): string {
  return (
    columns.find((c) => c.id === columnId || ('accessorKey' in c && c.accessorKey === columnId))
      ?.meta?.sortKey ?? columnId
  );
}

/** The column whose `meta.sortKey` is this API sort field, else the field itself. */
function columnIdOf<TRow extends RowData>(
  columns: ReadonlyArray<DataTableColumn<TRow>>,
  sortKey: string,
): string {
  return columns.find((c) => c.meta?.sortKey === sortKey)?.id ?? sortKey;
}

/** "-created_at" -> [{ id: 'created_at', desc: true }]; "" -> []. */
export function sortingFromParam<TRow extends RowData>(
  param: string,
  columns: ReadonlyArray<DataTableColumn<TRow>>,
): SortingState {
  if (!param) return [];
  const desc = param.startsWith('-');
  return [{ id: columnIdOf(columns, desc ? param.slice(1) : param), desc }];
}

/** The first sort of the state as the URL parameter, or null when nothing is sorted. */
export function sortParamFrom<TRow extends RowData>(
  sorting: SortingState,
  columns: ReadonlyArray<DataTableColumn<TRow>>,
): string | null {
  const first = sorting[0];
  return first ? `${first.desc ? '-' : ''}${sortKeyOf(columns, first.id)}` : null;
}
