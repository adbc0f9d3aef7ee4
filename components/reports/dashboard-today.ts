import type { DashboardToday } from '@/components/reports/report-types';

// The dashboard's counters of today and the list each one counts, opened on the same
// orders (the status the counter counts, or today's days), where such a list exists.

/** The lists the counters open; the page says which of them the reader may open. */
export const TODAY_LISTS = ['/backoffice/orders', '/backoffice/payments', '/backoffice/returnv2'];

export interface TodayCounter {
  /** The card's label, under reports.dashboard.today. */
  key: string;
  field: keyof DashboardToday;
  money?: boolean;
  /** The list's path, then its query for today (Bangkok day YYYY-MM-DD). */
  list: string;
  query: (today: string) => string;
}

const todayOnly = (today: string) => `start_date=${today}&end_date=${today}`;
const status = (code: number) => () => `status=${code}`;

export const TODAY_COUNTERS: readonly TodayCounter[] = [
  { key: 'orders', field: 'orders', list: '/backoffice/orders', query: todayOnly },
  { key: 'amount', field: 'amount', money: true, list: '/backoffice/orders', query: todayOnly },
  {
    key: 'waitingPaymentCheck',
    field: 'waiting_payment_check',
    list: '/backoffice/payments',
    query: status(100),
  },
  {
    key: 'waitingToPack',
    field: 'waiting_to_pack',
    list: '/backoffice/orders',
    query: status(111),
  },
  { key: 'packed', field: 'packed', list: '/backoffice/orders', query: status(112) },
  { key: 'handedOver', field: 'handed_over', list: '/backoffice/orders', query: status(121) },
  { key: 'returning', field: 'returning', list: '/backoffice/orders', query: status(998) },
  { key: 'returned', field: 'returned', list: '/backoffice/returnv2', query: todayOnly },
];

/** Where a counter's card leads, or null when the reader may not open its list. */
export function counterHref(
  counter: TodayCounter,
  today: string,
  openable: readonly string[],
): string | null {
  return openable.includes(counter.list) ? `${counter.list}?${counter.query(today)}` : null;
}
