'use client';
/**
 * DataTable: the one list component of the app (TanStack Table v9, server-side data).
 *
 * It reads a list endpoint that answers the envelope `{ Msg, data, total, page, limit }`
 * (docs/api-contract.md section 4) through components/lib/api.ts. Page, sort, search and
 * filters live in the URL query string, so a reload or a shared link shows the same list.
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
 * Filters: `select`, `text` (debounced) and `date` (YYYY-MM-DD) bind one URL parameter
 * each; `custom` renders anything with `get`/`set` over the keys it declares. Every filter
 * key is sent to the endpoint as is. `baseQuery` adds fixed parameters not in the URL.
 * `urlPrefix` keeps two tables on one page apart.
 *
 * Test ids (prefix = testId): `{testId}` wrapper, `-search`, `-filter-{key}`, `-columns`,
 * `-row` (with data-row-id), `-expand`, `-detail`, `-empty`, `-loading`, `-error`,
 * `-total`, `-page-{n}`, `-prev`, `-next`.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  columnVisibilityFeature,
  createColumnHelper,
  functionalUpdate,
  metaHelper,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnVisibilityState,
  type ExpandedState,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { api, ApiError } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatNumber } from '@/components/data-table/format';
import { pageButtons } from '@/components/data-table/page-buttons';
import { useListUrl, type ListUrl } from '@/components/data-table/use-list-url';

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

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  rowExpandingFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof features;
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The column helper bound to the DataTable's features (typed meta, sorting, hiding). */
export const dataTableColumns = <TRow extends RowData>() =>
  createColumnHelper<DataTableFeatures, TRow>();

export type DataTableFilter =
  | {
      kind: 'select';
      key: string;
      label: string;
      options: ReadonlyArray<{ value: string | number; label: string }>;
    }
  | { kind: 'text'; key: string; label: string; placeholder?: string }
  | { kind: 'date'; key: string; label: string }
  | { kind: 'custom'; keys: readonly string[]; render: (url: ListUrl) => ReactNode };

export interface ListEnvelope<TRow> {
  Msg: string;
  data: TRow[];
  total: number;
  page: number;
  limit: number;
}

export interface DataTableProps<TRow extends RowData> {
  endpoint: string;
  columns: ReadonlyArray<DataTableColumn<TRow>>;
  getRowId: (row: TRow) => string;
  defaultSort?: string;
  /** Rows per page (spec: 10). */
  pageSize?: number;
  searchable?: boolean;
  searchPlaceholder?: string;
  filters?: readonly DataTableFilter[];
  baseQuery?: Record<string, string | number>;
  actions?: ReactNode;
  renderDetail?: (row: TRow) => ReactNode;
  hiddenColumns?: readonly string[];
  reloadToken?: number;
  urlPrefix?: string;
  testId?: string;
  /** Called with every loaded page (e.g. to show a count elsewhere). */
  onLoaded?: (page: ListEnvelope<TRow>) => void;
}

const EMPTY: never[] = [];
const SEARCH_DEBOUNCE_MS = 350;

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
  } = props;
  const t = useTranslations('table');
  const locale = useLocale();
  const url = useListUrl(urlPrefix);

  // ---- columns: an expand toggle first when rows have a detail ----
  const columns = useMemo(() => {
    if (!renderDetail) return props.columns as Array<DataTableColumn<TRow>>;
    const expander: DataTableColumn<TRow> = {
      id: '__expand',
      header: '',
      enableHiding: false,
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          onClick={row.getToggleExpandedHandler()}
          aria-expanded={row.getIsExpanded()}
          aria-label={row.getIsExpanded() ? t('collapse') : t('expand')}
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
    return [expander, ...props.columns];
  }, [props.columns, renderDetail, t, testId]);

  const sortKeyOf = useCallback(
    (columnId: string) =>
      columns.find((c) => c.id === columnId || ('accessorKey' in c && c.accessorKey === columnId))
        ?.meta?.sortKey ?? columnId,
    [columns],
  );
  const columnIdOf = useCallback(
    (sortKey: string) => columns.find((c) => c.meta?.sortKey === sortKey)?.id ?? sortKey,
    [columns],
  );

  // ---- state from the URL ----
  const page = Math.max(1, Number.parseInt(url.get('page'), 10) || 1);
  const sortParam = url.get('sort') || defaultSort;
  const q = url.get('q');

  const sorting = useMemo<SortingState>(() => {
    if (!sortParam) return [];
    const desc = sortParam.startsWith('-');
    return [{ id: columnIdOf(desc ? sortParam.slice(1) : sortParam), desc }];
  }, [sortParam, columnIdOf]);
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: page - 1, pageSize }),
    [page, pageSize],
  );

  const filterKeys = useMemo(
    () => filters.flatMap((f) => (f.kind === 'custom' ? [...f.keys] : [f.key])),
    [filters],
  );
  const requestKey = useMemo(() => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(baseQuery ?? {})) p.set(k, String(v));
    p.set('page', String(page));
    p.set('limit', String(pageSize));
    if (sortParam) p.set('sort', sortParam);
    if (q) p.set('q', q);
    for (const key of filterKeys) {
      const v = url.get(key);
      if (v) p.set(key, v);
    }
    return p.toString();
  }, [baseQuery, page, pageSize, sortParam, q, filterKeys, url]);

  // ---- data ----
  const [result, setResult] = useState<{ key: string; rows: TRow[]; total: number } | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: ApiError } | null>(null);
  const [retry, setRetry] = useState(0);
  const fetchKey = `${endpoint}?${requestKey}#${reloadToken}.${retry}`;
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    onLoadedRef.current = onLoaded;
  }, [onLoaded]);

  useEffect(() => {
    const controller = new AbortController();
    api<ListEnvelope<TRow>>(endpoint, {
      query: Object.fromEntries(new URLSearchParams(requestKey)),
      signal: controller.signal,
    })
      .then((body) => {
        setResult({ key: fetchKey, rows: body.data ?? [], total: body.total ?? 0 });
        setFailure(null);
        onLoadedRef.current?.(body);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure({
          key: fetchKey,
          error: error instanceof ApiError ? error : new ApiError(0, 'common.networkError', ''),
        });
      });
    return () => controller.abort();
  }, [endpoint, requestKey, fetchKey]);

  const loading = result?.key !== fetchKey && failure?.key !== fetchKey;
  const rows = result?.rows ?? (EMPTY as TRow[]);
  const total = result?.total ?? 0;

  // A page emptied by a delete or a narrower filter: go to the last page that exists.
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (!loading && result && result.rows.length === 0 && total > 0 && page > lastPage)
      url.set({ page: lastPage });
  }, [loading, result, total, page, lastPage, url]);

  // ---- table ----
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(() =>
    Object.fromEntries(hiddenColumns.map((id) => [id, false])),
  );
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting)[0];
      url.set({ sort: next ? `${next.desc ? '-' : ''}${sortKeyOf(next.id)}` : null });
    },
    [sorting, sortKeyOf, url],
  );
  const onPaginationChange = useCallback(
    (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination);
      url.set({ page: next.pageIndex > 0 ? next.pageIndex + 1 : null });
    },
    [pagination, url],
  );

  const table = useTable({
    features,
    columns: columns as Array<DataTableColumn<TRow>>,
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

  const visibleCount = table.getVisibleLeafColumns().length;
  const pageCount = Math.max(1, table.getPageCount());
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <div className="space-y-3" data-testid={testId}>
      <div className="flex flex-wrap items-end gap-2">
        {searchable && (
          <DebouncedInput
            value={q}
            onChange={(v) => url.set({ q: v })}
            placeholder={searchPlaceholder ?? t('searchPlaceholder')}
            ariaLabel={t('search')}
            type="search"
            testId={`${testId}-search`}
            className="w-full sm:w-64"
          />
        )}
        {filters.map((f) => (
          <FilterSlot
            key={f.kind === 'custom' ? f.keys.join(',') : f.key}
            filter={f}
            url={url}
            testId={testId}
            allLabel={t('all')}
          />
        ))}
        <div className="ml-auto flex items-center gap-2">
          {actions}
          <ColumnMenu table={table} label={t('columns')} testId={`${testId}-columns`} />
        </div>
      </div>

      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        {loading && result && (
          <div
            className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-brand-500"
            data-testid={`${testId}-loading`}
          />
        )}
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50">
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
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
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
          <tbody className={cn('divide-y divide-slate-100', loading && result && 'opacity-60')}>
            {failure?.key === fetchKey ? (
              <tr>
                <td
                  colSpan={visibleCount}
                  className="px-3 py-8 text-center text-red-700"
                  data-testid={`${testId}-error`}
                >
                  <p>{t('loadError')}</p>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="mt-2"
                    onClick={() => setRetry((n) => n + 1)}
                  >
                    {t('retry')}
                  </Button>
                </td>
              </tr>
            ) : !result ? (
              <tr>
                <td
                  colSpan={visibleCount}
                  className="px-3 py-8 text-center text-slate-500"
                  data-testid={`${testId}-loading`}
                >
                  {t('loading')}
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td
                  colSpan={visibleCount}
                  className="px-3 py-8 text-center text-slate-500"
                  data-testid={`${testId}-empty`}
                >
                  {t('empty')}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <RowWithDetail
                  key={row.id}
                  expanded={row.getIsExpanded()}
                  detail={renderDetail && row.getIsExpanded() ? renderDetail(row.original) : null}
                  colSpan={visibleCount}
                  rowId={row.id}
                  testId={testId}
                >
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    const value = cell.getValue();
                    return (
                      <td
                        key={cell.id}
                        className={cn(
                          'whitespace-nowrap px-3 py-2 align-middle',
                          meta?.numeric && 'text-right tabular-nums',
                          meta?.className,
                        )}
                      >
                        {meta?.numeric &&
                        !cell.column.columnDef.cell &&
                        (typeof value === 'number' || typeof value === 'string') ? (
                          formatNumber(value, locale)
                        ) : (
                          <table.FlexRender cell={cell} />
                        )}
                      </td>
                    );
                  })}
                </RowWithDetail>
              ))
            )}
          </tbody>
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
        {pageCount > 1 && (
          <nav className="flex items-center gap-1" aria-label={t('pagination')}>
            <PageButton
              label="«"
              title={t('first')}
              disabled={page <= 1}
              onClick={() => table.setPageIndex(0)}
            />
            <PageButton
              label="‹"
              title={t('previous')}
              disabled={!table.getCanPreviousPage()}
              onClick={() => table.previousPage()}
              testId={`${testId}-prev`}
            />
            {pageButtons(page, pageCount).map((n) => (
              <PageButton
                key={n}
                label={formatNumber(n, locale)}
                title={t('page', { page: n })}
                current={n === page}
                onClick={() => table.setPageIndex(n - 1)}
                testId={`${testId}-page-${n}`}
              />
            ))}
            <PageButton
              label="›"
              title={t('next')}
              disabled={!table.getCanNextPage()}
              onClick={() => table.nextPage()}
              testId={`${testId}-next`}
            />
            <PageButton
              label="»"
              title={t('last')}
              disabled={page >= pageCount}
              onClick={() => table.setPageIndex(pageCount - 1)}
            />
          </nav>
        )}
      </div>
    </div>
  );
}

function RowWithDetail(props: {
  expanded: boolean;
  detail: ReactNode;
  colSpan: number;
  rowId: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      <tr
        className={cn('hover:bg-slate-50', props.expanded && 'bg-slate-50')}
        data-testid={`${props.testId}-row`}
        data-row-id={props.rowId}
      >
        {props.children}
      </tr>
      {props.expanded && (
        <tr data-testid={`${props.testId}-detail`}>
          <td colSpan={props.colSpan} className="bg-slate-50 px-3 pb-4 pt-1">
            {props.detail}
          </td>
        </tr>
      )}
    </>
  );
}

function PageButton(props: {
  label: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      title={props.title}
      aria-label={props.title}
      aria-current={props.current ? 'page' : undefined}
      disabled={props.disabled}
      onClick={props.onClick}
      data-testid={props.testId}
      className={cn(
        'h-8 min-w-8 rounded-md border px-2 text-sm disabled:cursor-not-allowed disabled:opacity-40',
        props.current
          ? 'border-brand-600 bg-brand-600 font-semibold text-white'
          : 'border-slate-300 bg-white hover:bg-slate-100',
      )}
    >
      {props.label}
    </button>
  );
}

const CONTROL =
  'h-9 rounded-md border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

/** A text input that reports its value once typing pauses (and at once on Enter). */
export function DebouncedInput(props: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  ariaLabel: string;
  type?: 'search' | 'text';
  testId?: string;
  className?: string;
}) {
  const { value, onChange } = props;
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed from elsewhere (back button, a reset): show the new value.
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = window.setTimeout(() => onChange(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <input
      type={props.type ?? 'text'}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onChange(draft.trim());
      }}
      placeholder={props.placeholder}
      aria-label={props.ariaLabel}
      data-testid={props.testId}
      className={cn(CONTROL, props.className)}
    />
  );
}

function FilterSlot({
  filter,
  url,
  testId,
  allLabel,
}: {
  filter: DataTableFilter;
  url: ListUrl;
  testId: string;
  allLabel: string;
}) {
  if (filter.kind === 'custom') return <>{filter.render(url)}</>;
  const id = `${testId}-filter-${filter.key}`;
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
      {filter.label}
      {filter.kind === 'select' ? (
        <select
          value={url.get(filter.key)}
          onChange={(e) => url.set({ [filter.key]: e.target.value })}
          data-testid={id}
          className={CONTROL}
        >
          <option value="">{allLabel}</option>
          {filter.options.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      ) : filter.kind === 'date' ? (
        <input
          type="date"
          value={url.get(filter.key)}
          onChange={(e) => url.set({ [filter.key]: e.target.value })}
          data-testid={id}
          className={CONTROL}
        />
      ) : (
        <DebouncedInput
          value={url.get(filter.key)}
          onChange={(v) => url.set({ [filter.key]: v })}
          placeholder={filter.placeholder}
          ariaLabel={filter.label}
          testId={id}
          className="w-40"
        />
      )}
    </label>
  );
}

interface MenuTable {
  getAllLeafColumns: () => Array<{
    id: string;
    getCanHide: () => boolean;
    getIsVisible: () => boolean;
    toggleVisibility: (value?: boolean) => void;
    columnDef: { header?: unknown; meta?: DataTableColumnMeta };
  }>;
}

function ColumnMenu({ table, label, testId }: { table: MenuTable; label: string; testId: string }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const columns = table.getAllLeafColumns().filter((c) => c.getCanHide());
  if (columns.length === 0) return null;
  return (
    <div className="relative" ref={box}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        data-testid={testId}
      >
        {label}
      </Button>
      {open && (
        <div
          className="absolute right-0 z-30 mt-1 w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
          role="menu"
        >
          {columns.map((c) => (
            <label
              key={c.id}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-100"
            >
              <input
                type="checkbox"
                checked={c.getIsVisible()}
                onChange={(e) => c.toggleVisibility(e.target.checked)}
                data-testid={`${testId}-${c.id}`}
              />
              {typeof c.columnDef.header === 'string' && c.columnDef.header
                ? c.columnDef.header
                : (c.columnDef.meta?.label ?? c.id)}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
