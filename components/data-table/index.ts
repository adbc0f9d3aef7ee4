export { DataTable } from '@/components/data-table/data-table';
export { DebouncedInput } from '@/components/data-table/debounced-input';
export { FilterSelect, type FilterSelectOption } from '@/components/data-table/filter-select';
export { dataTableColumns } from '@/components/data-table/features';
export type {
  DataTableColumn,
  DataTableColumnMeta,
  DataTableFeatures,
} from '@/components/data-table/features';
export type { DataTableFilter, DataTableProps, ListEnvelope } from '@/components/data-table/types';
export { formatNumber } from '@/components/data-table/format';
export { PAGE_BUTTONS, pageButtons } from '@/components/data-table/page-buttons';
export { useListUrl, type ListUrl } from '@/components/data-table/use-list-url';
export { RowActions, type RowAction } from '@/components/data-table/row-actions';
export { ExportMenu, exportHref } from '@/components/data-table/export-menu';
export { ImportDialog } from '@/components/data-table/import-dialog';
