import { describe, expect, it } from 'vitest';
import { quickRange, quickRangeOf, thisMonth } from '@/components/reports/quick-ranges';

// 27 November 2026, 01:30 in Bangkok, still the 26th in UTC.
const now = new Date('2026-11-26T18:30:00Z');

describe('the quick periods of the reports, in Bangkok days', () => {
  it('opens on this month up to today', () => {
    expect(thisMonth(now)).toEqual({ start_date: '2026-11-01', end_date: '2026-11-27' });
  });

  it('picks today, yesterday, this month and the whole of last month', () => {
    expect(quickRange('today', now)).toEqual({ start_date: '2026-11-27', end_date: '2026-11-27' });
    expect(quickRange('yesterday', now)).toEqual({
      start_date: '2026-11-26',
      end_date: '2026-11-26',
    });
    expect(quickRange('thisMonth', now)).toEqual(thisMonth(now));
    expect(quickRange('lastMonth', now)).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-10-31',
    });
  });

  it('crosses the year and knows a short February', () => {
    const newYear = new Date('2027-01-01T03:00:00Z');
    expect(quickRange('yesterday', newYear)).toEqual({
      start_date: '2026-12-31',
      end_date: '2026-12-31',
    });
    expect(quickRange('lastMonth', newYear)).toEqual({
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    });
    expect(quickRange('lastMonth', new Date('2028-03-10T03:00:00Z'))).toEqual({
      start_date: '2028-02-01',
      end_date: '2028-02-29',
    });
  });

  it('tells which quick pick a period is', () => {
    expect(quickRangeOf({ start_date: '2026-10-01', end_date: '2026-10-31' }, now)).toBe(
      'lastMonth',
    );
    expect(quickRangeOf(thisMonth(now), now)).toBe('thisMonth');
    expect(quickRangeOf({ start_date: '2026-10-02', end_date: '2026-10-31' }, now)).toBeNull();
  });
});
