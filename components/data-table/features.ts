import {
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type ReactTable,
  type RowData,
} from '@tanstack/react-table';

export interface DataTableColumnMeta {
  /** The API sort field of this column when it differs from the column id. */
  sortKey?: string;
  /** Right-aligned; a number value is shown with thousands separators. */
  numeric?: boolean;
  /** The name in the column menu when the header is not a plain string. */
  label?: string;
  /** Extra classes of the header and body cells. */
  className?: string;
}

/** The TanStack features every DataTable has: sorting, pagination, hiding, expanding. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  rowExpandingFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** The table instance of a DataTable, as its parts receive it. */
export type DataTableInstance<TRow extends RowData> = ReactTable<DataTableFeatures, TRow>;

/** The column helper bound to the DataTable's features (typed meta, sorting, hiding). */
export const dataTableColumns = <TRow extends RowData>() =>
  createColumnHelper<DataTableFeatures, TRow>();
