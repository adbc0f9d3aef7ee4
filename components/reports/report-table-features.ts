import {
  createColumnHelper,
  metaHelper,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

export interface ReportColumnMeta {
  /** Right-aligned figures (counts, money), tabular digits. */
  numeric?: boolean;
}

/** A report table only shows rows as the server ranked them: no sorting, paging or hiding here. */
export const reportTableFeatures = tableFeatures({
  columnMeta: metaHelper<ReportColumnMeta>(),
});
export type ReportTableFeatures = typeof reportTableFeatures;
export type ReportColumn<R extends RowData> = ColumnDef<ReportTableFeatures, R, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const reportColumnHelper = <R extends RowData>() =>
  createColumnHelper<ReportTableFeatures, R>();
