'use client';
/**
 * DataTable: the one list component of the app (TanStack Table v9, server-side data).
 *
 * It reads a list endpoint that answers the envelope `{ Msg, data, total, page, limit }`
 * (docs/api-conventions.md, Lists and paging) through components/lib/api.ts. Page, sort, search and
 * filters live in the URL query string, so a reload or a shared link shows the same list.
 * An endpoint read by POST takes `postBody`, which builds its JSON body from that query.
 *
 *   const col = dataTableColumns<UserRow>();
 *   const columns = useMemo(() => col.columns([
 *     col.accessor('username', { header: t('username'), enableSorting: true }),   // id = API sort field
 *     col.accessor('total', { header: t('total'), meta: { numeric: true } }),    // 1,234,567
 *     col.display({ id: 'actions', header: t('actions'), cell: ({ row }) => <Actions user={row.original} /> }),
 *   ]), [t]);
 *
 *   <DataTable
 *     endpoint="/api/v1/users"                 // GET, list envelope
 *     columns={columns}                         // stable (useMemo)
 *     getRowId={(r) => String(r.id)}
 *     defaultSort="-created_at"                 // when the URL has no sort
 *     searchable                                // debounced `q`
 *     filters={[{ kind: 'select', key: 'status', label: t('status'), options }]}
 *     actions={<Button>...</Button>}            // right side of the toolbar
 *     renderDetail={(row) => <Json value={row.after} />}   // expandable rows (optional)
 *     reloadToken={n}                           // bump to refetch after a change
 *     testId="users-table"
 *   />
 *
 * Columns: a column sorts only with `enableSorting: true`; its id (or `meta.sortKey`) is
 * the API's sort field, sent as `sort=field` or `sort=-field`. `meta.numeric` right-aligns
 * and groups thousands; `meta.label` names a column in the column menu when its header is
 * not a plain string; `enableHiding: false` keeps it out of the menu. `hiddenColumns`
 * lists the columns hidden at first.
 *
 * Cells keep one line, cut at a width (max-w-xs) with the whole text as the title when
 * pointed at. Below sm (a phone) every row is a card: each cell a line with the column's
 * name (its header, or `meta.label`) beside the value, and fewer page buttons.
 *
 * Filters: `select`, `text` (debounced) and `date` (YYYY-MM-DD) bind one URL parameter
 * each (a select keeps its width: FilterSelect, also for custom filters); `custom` renders
 * anything with `get`/`set` over the keys it declares. Every filter key is sent to the
 * endpoint as is. `baseQuery` adds fixed parameters not in the URL. `urlPrefix` keeps two
 * tables on one page apart.
 *
 * Export and import: `exportUrl="/api/v1/users/export"` adds the Export menu (CSV or
 * Excel of every row the current q, sort and filters match, streamed by lib/export);
 * `importUrl` (+ `importTemplateUrl`, `importTitle`) adds the Import button and dialog
 * (lib/import: all or nothing, with a report of the bad rows); the table reloads after
 * an import.
 *
 * Test ids (prefix = testId): `{testId}` wrapper, `-search`, `-filter-{key}`, `-columns`,
 * `-row` (with data-row-id), `-expand`, `-detail`, `-empty`, `-loading`, `-error`,
 * `-total`, `-page-{n}`, `-prev`, `-next`, `-export`, `-export-csv`, `-export-xlsx`,
 * `-import` (the dialog's own: `import-file`, `import-submit`, `import-result`,
 * `import-errors`, `import-report-link`).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  functionalUpdate,
  useTable,
  type ColumnVisibilityState,
  type ExpandedState,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { expandColumn } from '@/components/data-table/expand-column';
import { ExportMenu } from '@/components/data-table/export-menu';
import { ImportDialog } from '@/components/data-table/import-dialog';
import { dataTableFeatures, type DataTableColumn } from '@/components/data-table/features';
import { formatNumber } from '@/components/data-table/format';
import { Pagination } from '@/components/data-table/pagination';
import { sortingFromParam, sortParamFrom } from '@/components/data-table/sort-param';
import { TableBody } from '@/components/data-table/table-body';
import { TableHead } from '@/components/data-table/table-head';
import { Toolbar } from '@/components/data-table/toolbar';
import type { DataTableProps } from '@/components/data-table/types';
import { useListData } from '@/components/data-table/use-list-data';
import { useListQuery } from '@/components/data-table/use-list-query';
import { useListUrl } from '@/components/data-table/use-list-url';

const EMPTY: never[] = [];

export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const {
    endpoint,
    getRowId,
    defaultSort = '',
    pageSize = 10,
    searchable = true,
    searchPlaceholder,
    filters = EMPTY,
    baseQuery,
    actions,
    renderDetail,
    hiddenColumns = EMPTY,
    reloadToken = 0,
    urlPrefix = '',
    testId = 'data-table',
    onLoaded,
    postBody,
    exportUrl,
    importUrl,
    importTemplateUrl,
    importTitle,
    onImported,
  } = props;
  const t = useTranslations('table');
  const locale = useLocale();
  const url = useListUrl(urlPrefix);

  // An expand toggle first when rows have a detail.
  const columns = useMemo(
    () =>
      renderDetail
        ? [
            expandColumn<TRow>({ expand: t('expand'), collapse: t('collapse') }, testId),
            ...props.columns,
          ]
        : (props.columns as Array<DataTableColumn<TRow>>),
    [props.columns, renderDetail, t, testId],
  );

  const { page, sort, queryString } = useListQuery(url, {
    defaultSort,
    pageSize,
    filters,
    baseQuery,
  });
  const sorting = useMemo(() => sortingFromParam(sort, columns), [sort, columns]);
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: page - 1, pageSize }),
    [page, pageSize],
  );

  // An import adds rows: the table reloads itself after one.
  const [imports, setImports] = useState(0);
  const list = useListData<TRow>(
    endpoint,
    queryString,
    reloadToken + imports,
    onLoaded,
    postBody && ((query) => postBody(query, pageSize)),
  );
  const { rows, total, loaded, loading } = list;

  // A page emptied by a delete or a narrower filter: go to the last page that exists.
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (!loading && loaded && rows.length === 0 && total > 0 && page > lastPage)
      url.set({ page: lastPage });
  }, [loading, loaded, rows, total, page, lastPage, url]);

  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(() =>
    Object.fromEntries(hiddenColumns.map((id) => [id, false])),
  );
  const [expanded, setExpanded] = useState<ExpandedState>({});

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
    columns,
    data: rows,
    getRowId: (row: TRow) => getRowId(row),
    defaultColumn: { enableSorting: false },
    state: { sorting, pagination, columnVisibility, expanded },
    onSortingChange,
    onPaginationChange,
    onColumnVisibilityChange: setColumnVisibility,
    onExpandedChange: setExpanded,
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableSortingRemoval: false,
    enableMultiSort: false,
    getRowCanExpand: () => Boolean(renderDetail),
  });

  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <div className="space-y-3" data-testid={testId}>
      <Toolbar
        url={url}
        table={table}
        searchable={searchable}
        searchPlaceholder={searchPlaceholder}
        filters={filters}
        actions={actions}
        tools={
          <>
            {importUrl && (
              <ImportDialog
                importUrl={importUrl}
                templateUrl={importTemplateUrl}
                title={importTitle}
                buttonTestId={`${testId}-import`}
                onDone={(imported) => {
                  setImports((n) => n + 1);
                  onImported?.(imported);
                }}
              />
            )}
            {exportUrl && <ExportMenu exportUrl={exportUrl} query={queryString} testId={testId} />}
          </>
        }
        testId={testId}
      />

      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        {loading && loaded && (
          <div
            className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-brand-500"
            data-testid={`${testId}-loading`}
          />
        )}
        <table className="min-w-full divide-y divide-slate-200 text-sm max-sm:block">
          <TableHead table={table} testId={testId} />
          <TableBody table={table} list={list} renderDetail={renderDetail} testId={testId} />
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
