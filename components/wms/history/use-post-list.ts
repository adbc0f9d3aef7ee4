'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '@/components/lib/api';
import type { ListEnvelope } from '@/components/data-table';
import type { ListData } from '@/components/data-table/use-list-data';

const NO_ROWS: never[] = [];

/**
 * useListData for a list read by POST (the body holds the filters): one page each time
 * the body changes; a superseded request is aborted and its late answer ignored.
 */
export function usePostList<TRow>(
  endpoint: string,
  body: object,
  onLoaded?: (page: ListEnvelope<TRow>) => void,
): ListData<TRow> {
  const [result, setResult] = useState<{ key: string; rows: TRow[]; total: number } | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: ApiError } | null>(null);
  const [retryCount, setRetryCount] = useState(0);
  const bodyText = JSON.stringify(body);
  const fetchKey = `${endpoint}#${bodyText}#${retryCount}`;
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    onLoadedRef.current = onLoaded;
  }, [onLoaded]);

  useEffect(() => {
    const controller = new AbortController();
    api<ListEnvelope<TRow>>(endpoint, {
      method: 'POST',
      body: JSON.parse(bodyText) as unknown,
      signal: controller.signal,
    })
      .then((answer) => {
        if (controller.signal.aborted) return;
        setResult({ key: fetchKey, rows: answer.data ?? [], total: answer.total ?? 0 });
        setFailure(null);
        onLoadedRef.current?.(answer);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure({
          key: fetchKey,
          error: error instanceof ApiError ? error : new ApiError(0, 'common.networkError', ''),
        });
      });
    return () => controller.abort();
  }, [endpoint, bodyText, fetchKey]);

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
