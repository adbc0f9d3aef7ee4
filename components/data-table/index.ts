export { DataTable, DebouncedInput, dataTableColumns } from '@/components/data-table/data-table';
export type {
  DataTableColumn,
  DataTableColumnMeta,
  DataTableFeatures,
  DataTableFilter,
  DataTableProps,
  ListEnvelope,
} from '@/components/data-table/data-table';
export { formatDateTime, formatNumber } from '@/components/data-table/format';
export { PAGE_BUTTONS, pageButtons } from '@/components/data-table/page-buttons';
export { useListUrl, type ListUrl } from '@/components/data-table/use-list-url';
export { RowActions, type RowAction } from '@/components/data-table/row-actions';
