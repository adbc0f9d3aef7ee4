import { describe, expect, it } from 'vitest';
import { daysSince } from '@/components/packing/returns/returning-list-columns';

describe('daysSince: the days a return has been on its way', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');
  it('counts whole days, 0 on the day itself', () => {
    expect(daysSince('2026-11-27T09:00:00Z', now)).toBe(0);
    expect(daysSince('2026-11-26T10:00:00Z', now)).toBe(1);
    expect(daysSince('2026-11-20T10:00:01Z', now)).toBe(6);
  });
  it('never counts a time ahead of the clock as negative', () => {
    expect(daysSince('2026-11-28T10:00:00Z', now)).toBe(0);
  });
});
