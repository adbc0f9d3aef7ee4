'use client';
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '@/components/lib/api';

export type DatumQuery = Record<string, string | number | undefined | null>;

export interface DatumState<T> {
  /** The last answer that arrived (kept, dimmed by the screen, while the next one loads). */
  data: T | null;
  /** When that answer arrived (ms since the epoch). */
  receivedAt: number | null;
  /** A request is under way (first load, new filters or a reload). */
  loading: boolean;
  error: ApiError | null;
  /** Reads again with the same filters (after a failure, or to refresh). */
  reload: () => void;
}

/**
 * Reads a `{ Datum }` endpoint (reports, dashboards) each time its query changes; a
 * superseded request is aborted so an old answer never replaces a newer one.
 */
export function useDatum<T>(endpoint: string, query: DatumQuery): DatumState<T> {
  const queryKey = stableQuery(query);
  const [reloads, setReloads] = useState(0);
  const fetchKey = `${endpoint}?${queryKey}#${reloads}`;
  const [result, setResult] = useState<{ key: string; data: T; at: number } | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: ApiError } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api<{ Datum: T }>(endpoint, {
      query: JSON.parse(queryKey) as DatumQuery,
      signal: controller.signal,
    })
      .then((body) => {
        if (controller.signal.aborted) return;
        setResult({ key: fetchKey, data: body.Datum, at: Date.now() });
        setFailure(null);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure({
          key: fetchKey,
          error: error instanceof ApiError ? error : new ApiError(0, 'common.networkError', ''),
        });
      });
    return () => controller.abort();
  }, [endpoint, queryKey, fetchKey]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return {
    data: result?.data ?? null,
    receivedAt: result?.at ?? null,
    loading: result?.key !== fetchKey && failure?.key !== fetchKey,
    error: failure?.key === fetchKey ? failure.error : null,
    reload,
  };
}

/** The query without its empty values, keys sorted: equal filters give an equal key. */
function stableQuery(query: DatumQuery): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(Object.fromEntries(entries));
}
