'use client';
import type { ApiError } from '@/components/lib/api';
import { useApiRead } from '@/components/lib/use-api-read';

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
  const read = useApiRead<{ Datum: T }>(endpoint, { query: withoutEmpty(query) });
  return {
    data: read.data?.Datum ?? null,
    receivedAt: read.receivedAt,
    loading: read.loading,
    error: read.error,
    reload: read.retry,
  };
}

/** The query without its empty values, keys sorted: equal filters make an equal request. */
function withoutEmpty(query: DatumQuery): DatumQuery {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries);
}
