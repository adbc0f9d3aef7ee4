'use client';
import { useMemo } from 'react';
import { useApiRead } from '@/components/lib/use-api-read';
import type { ReportQuery } from '@/components/reports/report-query';
import type { ReportAnswer } from '@/components/reports/report-types';
import type { DatumState } from '@/components/wms/inventory/use-datum';

/**
 * Reads a report call (`{ Data, Datum }`) each time its query changes or `reloadToken` is
 * bumped (after the commission rates change); a superseded request is aborted, so an old
 * answer never replaces a newer one. Shaped for ReportView: the last answer stays,
 * dimmed, while the next one loads.
 */
export function useReport<Row, Datum>(
  endpoint: string,
  query: ReportQuery,
  reloadToken = 0,
): DatumState<ReportAnswer<Row, Datum>> {
  const read = useApiRead<{ Data: Row[]; Datum: Datum }>(endpoint, { query }, reloadToken);
  const answer = read.data;
  const data = useMemo(
    () => (answer ? { rows: answer.Data ?? [], datum: answer.Datum } : null),
    [answer],
  );
  return {
    data,
    receivedAt: read.receivedAt,
    loading: read.loading,
    error: read.error,
    reload: read.retry,
  };
}
