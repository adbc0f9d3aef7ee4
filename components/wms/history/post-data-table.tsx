'use client';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  functionalUpdate,
  useTable,
  type ColumnVisibilityState,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import {
  formatNumber,
  useListUrl,
  type DataTableColumn,
  type DataTableFilter,
} from '@/components/data-table';
import { dataTableFeatures } from '@/components/data-table/features';
import { Pagination } from '@/components/data-table/pagination';
import { sortingFromParam, sortParamFrom } from '@/components/data-table/sort-param';
import { TableBody } from '@/components/data-table/table-body';
import { TableHead } from '@/components/data-table/table-head';
import { Toolbar } from '@/components/data-table/toolbar';
import { usePostList } from '@/components/wms/history/use-post-list';

/**
 * The DataTable for a list read by POST (DataTable itself reads GET endpoints): the same
 * toolbar, head, body and pager, the page, sort and filters kept in the URL, and the body
 * of each page built from the URL by `bodyFor`. Test ids as DataTable's: `{testId}`,
 * `-filter-{key}`, `-columns`, `-row` (data-row-id), `-empty`, `-loading`, `-error`,
 * `-total`, `-page-{n}`, `-prev`, `-next`.
 */
export function PostDataTable<TRow extends RowData>(props: {
  endpoint: string;
  columns: ReadonlyArray<DataTableColumn<TRow>>;
  getRowId: (row: TRow) => string;
  bodyFor: (values: Readonly<Record<string, string>>, pageSize: number) => object;
  filters: readonly DataTableFilter[];
  defaultSort?: string;
  pageSize?: number;
  actions?: ReactNode;
  testId: string;
}) {
  const { endpoint, columns, getRowId, bodyFor, filters, testId } = props;
  const pageSize = props.pageSize ?? 10;
  const defaultSort = props.defaultSort ?? '';
  const t = useTranslations('table');
  const locale = useLocale();
  const url = useListUrl();

  const page = Math.max(1, Number.parseInt(url.get('page'), 10) || 1);
  const sort = url.get('sort') || defaultSort;
  const body = useMemo(
    () => bodyFor({ ...url.values, ...(sort ? { sort } : {}) }, pageSize),
    [bodyFor, url.values, sort, pageSize],
  );
  const list = usePostList<TRow>(endpoint, body);
  const { rows, total, loaded, loading } = list;

  // A page emptied by a narrower filter: go to the last page that exists.
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (!loading && loaded && rows.length === 0 && total > 0 && page > lastPage)
      url.set({ page: lastPage });
  }, [loading, loaded, rows, total, page, lastPage, url]);

  const sorting = useMemo(() => sortingFromParam(sort, columns), [sort, columns]);
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: page - 1, pageSize }),
    [page, pageSize],
  );
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>({});

  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) =>
      url.set({ sort: sortParamFrom(functionalUpdate(updater, sorting), columns) }),
    [sorting, columns, url],
  );
  const onPaginationChange = useCallback(
    (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination);
      url.set({ page: next.pageIndex > 0 ? next.pageIndex + 1 : null });
    },
    [pagination, url],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: columns as Array<DataTableColumn<TRow>>,
    data: rows,
    getRowId: (row: TRow) => getRowId(row),
    defaultColumn: { enableSorting: false },
    state: { sorting, pagination, columnVisibility },
    onSortingChange,
    onPaginationChange,
    onColumnVisibilityChange: setColumnVisibility,
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <div className="space-y-3" data-testid={testId}>
      <Toolbar
        url={url}
        table={table}
        searchable={false}
        filters={filters}
        actions={props.actions}
        testId={testId}
      />
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        {loading && loaded && (
          <div
            className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-brand-500"
            data-testid={`${testId}-loading`}
          />
        )}
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <TableHead table={table} testId={testId} />
          <TableBody table={table} list={list} testId={testId} />
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p data-testid={`${testId}-total`}>
          {t('showing', {
            from: formatNumber(from, locale),
            to: formatNumber(to, locale),
            total: formatNumber(total, locale),
          })}
        </p>
        <Pagination table={table} page={page} testId={testId} />
      </div>
    </div>
  );
}
