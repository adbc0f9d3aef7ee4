import { isBillKind } from '@/lib/domain/wms/inventory/shared/kinds';
import type { HistoryQuery } from '@/lib/domain/wms/inventory/reads/schemas';

// The bill history's state lives in the URL (page and filters, so a reload or a shared
// link shows the same list); the call is a POST (POST /api/v1/wms/inventory/history), so
// the URL's text becomes a JSON body here. Pure: history-body.test.ts.

/** The URL parameters of the history's filters, in the order the toolbar shows them. */
export const HISTORY_FILTER_KEYS = [
  'start_date',
  'end_date',
  'kind',
  'storage_id',
  'product_id',
  'user_id',
  'bill_number',
] as const;

const ID_KEYS = new Set(['kind', 'storage_id', 'product_id', 'user_id']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^\d{1,10}$/;
const SORTS = new Set(['created_at', '-created_at', 'bill_number', '-bill_number']);

export type HistoryBody = Partial<
  Pick<
    HistoryQuery,
    'start_date' | 'end_date' | 'kind' | 'storage_id' | 'product_id' | 'user_id' | 'bill_number'
  >
> & { page: number; limit: number; sort?: string };

/**
 * The body for the URL's values: ids as numbers, days as given, the bill number trimmed;
 * a value the server would refuse (a mangled link) is left out rather than sent.
 */
export function historyBody(
  values: Readonly<Record<string, string>>,
  pageSize: number,
): HistoryBody {
  const page = WHOLE.test(values.page ?? '') ? Math.max(1, Number(values.page)) : 1;
  const body: HistoryBody = { page, limit: pageSize };
  for (const key of HISTORY_FILTER_KEYS) {
    const raw = (values[key] ?? '').trim();
    if (!raw) continue;
    if (ID_KEYS.has(key)) {
      const n = WHOLE.test(raw) ? Number(raw) : 0;
      if (n >= 1 && (key !== 'kind' || isBillKind(n))) Object.assign(body, { [key]: n });
    } else if (key === 'start_date' || key === 'end_date') {
      if (DAY.test(raw)) body[key] = raw;
    } else body.bill_number = raw.slice(0, 30);
  }
  const sort = values.sort ?? '';
  if (SORTS.has(sort)) body.sort = sort;
  return body;
}
