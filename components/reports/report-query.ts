import type { DayRange } from '@/components/date-range/day-range';

// The query of a report call, built from the screen's URL: the Bangkok days, the filters
// the screen offers, and the page of a product-grain report. The export buttons ask the
// same call with the same query plus `format`, so the file holds what the screen shows.

/** Every filter a report call takes (docs/reports.md, Calls), in the order they are sent. */
export const REPORT_FILTER_KEYS = [
  'sale_channel_id',
  'team_id',
  'user_id',
  'platform',
  'shop_id',
  'product_id',
  'payment_type',
  // The warehouse summary's own: what left one storage.
  'storage_id',
] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];

/** Rows per page of a product-grain report (the call's own default). */
export const REPORT_PAGE_SIZE = 100;

export type ReportQuery = Record<string, string>;

/** The page asked in the URL: a whole number from 1, else 1. */
export function pageOf(value: string): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/**
 * The call's query: the period, then each offered filter that the URL sets (in the order
 * of REPORT_FILTER_KEYS, so equal filters make an equal call), then page and limit when
 * the report pages. A filter the screen does not offer is never sent, even if the URL
 * still carries it from another report.
 */
export function reportQuery(opts: {
  period: DayRange;
  values: Readonly<Record<string, string>>;
  filters: readonly ReportFilterKey[];
  page?: number;
  limit?: number;
}): ReportQuery {
  const query: ReportQuery = {
    start_date: opts.period.start_date,
    end_date: opts.period.end_date,
  };
  for (const key of REPORT_FILTER_KEYS) {
    const value = opts.values[key]?.trim();
    if (opts.filters.includes(key) && value) query[key] = value;
  }
  if (opts.page !== undefined) {
    query.page = String(opts.page);
    query.limit = String(opts.limit ?? REPORT_PAGE_SIZE);
  }
  return query;
}

/** `<endpoint>?<query>&format=csv|xlsx`: the report as the server's file. */
export function reportFileHref(
  endpoint: string,
  query: ReportQuery,
  format: 'csv' | 'xlsx',
): string {
  const params = new URLSearchParams(query);
  params.set('format', format);
  return `${endpoint}?${params.toString()}`;
}
