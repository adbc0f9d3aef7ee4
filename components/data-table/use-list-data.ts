'use client';
import type { ApiError } from '@/components/lib/api';
import { useApiRead } from '@/components/lib/use-api-read';
import type { ListEnvelope } from '@/components/data-table/types';

const NO_ROWS: never[] = [];

export interface ListData<TRow> {
  /** The rows of the last page that arrived (kept while the next one loads). */
  rows: TRow[];
  total: number;
  /** A page has arrived at least once. */
  loaded: boolean;
  /** The current request has neither arrived nor failed. */
  loading: boolean;
  /** The failure of the current request, if it failed. */
  error: ApiError | null;
  /** Sends the current request again. */
  retry: () => void;
}

/**
 * Reads one page of a list endpoint (the envelope of docs/api-conventions.md, Lists and paging) each
 * time the query string or `reloadToken` changes; a superseded request is aborted. With
 * `postBody` the page is read by POST, its JSON body built from the query's values.
 */
export function useListData<TRow>(
  endpoint: string,
  queryString: string,
  reloadToken: number,
  onLoaded?: (page: ListEnvelope<TRow>) => void,
  postBody?: (query: Readonly<Record<string, string>>) => object,
): ListData<TRow> {
  const query = Object.fromEntries(new URLSearchParams(queryString));
  const read = useApiRead<ListEnvelope<TRow>>(
    endpoint,
    postBody ? { method: 'POST', body: postBody(query) } : { query },
    reloadToken,
    onLoaded,
  );
  return {
    rows: read.data?.data ?? (NO_ROWS as TRow[]),
    total: read.data?.total ?? 0,
    loaded: read.data !== null,
    loading: read.loading,
    error: read.error,
    retry: read.retry,
  };
}
