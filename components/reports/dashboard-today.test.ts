import { describe, expect, it } from 'vitest';
import { counterHref, TODAY_COUNTERS, TODAY_LISTS } from '@/components/reports/dashboard-today';

const counter = (key: string) => TODAY_COUNTERS.find((c) => c.key === key)!;

describe("the dashboard's counters of today", () => {
  it('open the list they count', () => {
    expect(counterHref(counter('waitingToPack'), '2026-11-27', TODAY_LISTS)).toBe(
      '/backoffice/orders?status=111',
    );
    expect(counterHref(counter('orders'), '2026-11-27', TODAY_LISTS)).toBe(
      '/backoffice/orders?start_date=2026-11-27&end_date=2026-11-27',
    );
    expect(counterHref(counter('waitingPaymentCheck'), '2026-11-27', TODAY_LISTS)).toBe(
      '/backoffice/payments?status=100',
    );
    expect(counterHref(counter('returned'), '2026-11-27', TODAY_LISTS)).toBe(
      '/backoffice/returnv2?start_date=2026-11-27&end_date=2026-11-27',
    );
  });

  it('lead nowhere when the reader may not open the list', () => {
    expect(counterHref(counter('packed'), '2026-11-27', ['/backoffice/payments'])).toBeNull();
  });

  it('cover every counter of the call', () => {
    expect(TODAY_COUNTERS.map((c) => c.field).sort()).toEqual(
      [
        'amount',
        'handed_over',
        'orders',
        'packed',
        'returned',
        'returning',
        'waiting_payment_check',
        'waiting_to_pack',
      ].sort(),
    );
  });
});
