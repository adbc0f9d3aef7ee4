import { describe, expect, it } from 'vitest';
import {
  monthWeeks,
  movedDay,
  orderedRange,
  shiftMonth,
  withinLimit,
} from '@/components/date-range/calendar-grid';

describe('the calendar of the date range picker', () => {
  it('lays a month out in weeks from Sunday', () => {
    // 1 November 2026 is a Sunday; 30 days: five weeks, the last one ending in blanks.
    const november = monthWeeks({ year: 2026, month: 11 });
    expect(november).toHaveLength(5);
    expect(november[0]![0]).toBe('2026-11-01');
    expect(november[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // 1 January 2027 is a Friday.
    expect(monthWeeks({ year: 2027, month: 1 })[0]).toEqual([
      null,
      null,
      null,
      null,
      null,
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('moves the focused day by the WAI-ARIA date picker keys', () => {
    expect(movedDay('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(movedDay('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(movedDay('2026-12-29', 'ArrowDown')).toBe('2027-01-05');
    expect(movedDay('2026-11-04', 'ArrowUp')).toBe('2026-10-28');
    expect(movedDay('2026-11-27', 'Home')).toBe('2026-11-22'); // a Friday: back to Sunday
    expect(movedDay('2026-11-27', 'End')).toBe('2026-11-28');
    expect(movedDay('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(movedDay('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(movedDay('2028-02-29', 'PageDown', true)).toBe('2029-02-28');
    expect(movedDay('2026-11-27', 'a')).toBeNull();
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
  });

  it('lets a range end at most 31 days from its first day, in either direction', () => {
    expect(withinLimit('2026-11-01', '2026-12-01')).toBe(true); // 31 days
    expect(withinLimit('2026-11-01', '2026-12-02')).toBe(false);
    expect(withinLimit('2026-12-01', '2026-11-01')).toBe(true);
    expect(withinLimit('2026-12-02', '2026-11-01')).toBe(false);
    expect(orderedRange('2026-12-02', '2026-11-01')).toEqual({
      start: '2026-11-01',
      end: '2026-12-02',
    });
  });
});
