'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '@/components/lib/api';
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
 * Reads one page of a list endpoint (the envelope of docs/api-contract.md section 4) each
 * time the query string or `reloadToken` changes; a superseded request is aborted.
 */
export function useListData<TRow>(
  endpoint: string,
  queryString: string,
  reloadToken: number,
  onLoaded?: (page: ListEnvelope<TRow>) => void,
): ListData<TRow> {
  const [result, setResult] = useState<{ key: string; rows: TRow[]; total: number } | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: ApiError } | null>(null);
  const [retryCount, setRetryCount] = useState(0);
  const fetchKey = `${endpoint}?${queryString}#${reloadToken}.${retryCount}`;
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    onLoadedRef.current = onLoaded;
  }, [onLoaded]);

  useEffect(() => {
    const controller = new AbortController();
    api<ListEnvelope<TRow>>(endpoint, {
      query: Object.fromEntries(new URLSearchParams(queryString)),
      signal: controller.signal,
    })
      .then((body) => {
        // A page that arrives after its request was superseded must not replace the newer one.
        if (controller.signal.aborted) return;
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
  }, [endpoint, queryString, fetchKey]);

  const retry = useCallback(() => setRetryCount((n) => n + 1), []);

  return {
    rows: result?.rows ?? (NO_ROWS as TRow[]),
    total: result?.total ?? 0,
    loaded: result !== null,
    loading: result?.key !== fetchKey && failure?.key !== fetchKey,
    error: failure?.key === fetchKey ? failure.error : null,
    retry,
  };
}
