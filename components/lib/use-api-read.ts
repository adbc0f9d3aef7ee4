'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, type ApiOptions } from '@/components/lib/api';

/** One read: a GET with its query, or a POST with a JSON body (filters too rich for a URL). */
export type ReadRequest = Pick<ApiOptions, 'method' | 'query' | 'body'>;

export interface ApiRead<T> {
  /** The last answer that arrived (kept, for the screen to dim, while the next one loads). */
  data: T | null;
  /** When that answer arrived (ms since the epoch). */
  receivedAt: number | null;
  /** The current request has neither arrived nor failed. */
  loading: boolean;
  /** The failure of the current request, if it failed. */
  error: ApiError | null;
  /** Sends the current request again. */
  retry: () => void;
}

/**
 * Reads `endpoint` each time the request (compared by its JSON, so a new object with the
 * same content is no new read) or `reloadToken` changes. A superseded request is aborted
 * and its late answer ignored: an old answer never replaces a newer one. `onData` sees
 * every answer that is kept.
 */
export function useApiRead<T>(
  endpoint: string,
  request: ReadRequest,
  reloadToken = 0,
  onData?: (data: T) => void,
): ApiRead<T> {
  const requestText = JSON.stringify(request);
  const [retries, setRetries] = useState(0);
  const fetchKey = `${endpoint}#${requestText}#${reloadToken}.${retries}`;
  const [result, setResult] = useState<{ key: string; data: T; at: number } | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: ApiError } | null>(null);
  const onDataRef = useRef(onData);
  useEffect(() => {
    onDataRef.current = onData;
  }, [onData]);

  useEffect(() => {
    const controller = new AbortController();
    api<T>(endpoint, { ...(JSON.parse(requestText) as ReadRequest), signal: controller.signal })
      .then((data) => {
        if (controller.signal.aborted) return;
        setResult({ key: fetchKey, data, at: Date.now() });
        setFailure(null);
        onDataRef.current?.(data);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure({
          key: fetchKey,
          error: error instanceof ApiError ? error : new ApiError(0, 'common.networkError', ''),
        });
      });
    return () => controller.abort();
  }, [endpoint, requestText, fetchKey]);

  const retry = useCallback(() => setRetries((n) => n + 1), []);

  return {
    data: result?.data ?? null,
    receivedAt: result?.at ?? null,
    loading: result?.key !== fetchKey && failure?.key !== fetchKey,
    error: failure?.key === fetchKey ? failure.error : null,
    retry,
  };
}
