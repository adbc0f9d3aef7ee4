import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import type { DataTableColumn } from '@/components/data-table/features';
import type { ListUrl } from '@/components/data-table/use-list-url';

export type DataTableFilter =
  | {
      kind: 'select';
      key: string;
      label: string;
      options: ReadonlyArray<{ value: string | number; label: string }>;
    }
  | { kind: 'text'; key: string; label: string; placeholder?: string }
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
  /**
   * Reads the list by POST (an endpoint whose filters come as a JSON body), the body built
   * from the list's query values (page, limit, sort, q and the filters, as the URL has
   * them) and the page size.
   */
  postBody?: (query: Readonly<Record<string, string>>, pageSize: number) => object;
  /** Called with every loaded page (e.g. to show a count elsewhere). */
  onLoaded?: (page: ListEnvelope<TRow>) => void;
  /**
   * GET endpoint of this list's export (lib/export): shows the Export menu (CSV, Excel),
   * which downloads `<exportUrl>?format=...&` the list's current q, sort and filters.
   */
  exportUrl?: string;
  /** POST endpoint of an import (lib/import, multipart `file`): shows the Import button. */
  importUrl?: string;
  /** GET endpoint of the import's header-only template (`?format=csv|xlsx`). */
  importTemplateUrl?: string;
  /** The import dialog's title (a generic one otherwise). */
  importTitle?: string;
  /** After a successful import (the table reloads by itself). */
  onImported?: (imported: number) => void;
}
