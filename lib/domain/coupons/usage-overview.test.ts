import { describe, expect, it } from 'vitest';
import { dayState } from '@/lib/domain/coupons/usage-overview';

describe('dayState', () => {
  const from = new Date('2027-01-01T00:00:00.000Z');
  const to = new Date('2027-01-31T23:59:59.999Z');
  it('says whether the days have not started, run or ended', () => {
    expect(dayState(from, to, new Date('2026-12-31T23:59:59Z'))).toBe('not_started');
    expect(dayState(from, to, from)).toBe('running');
    expect(dayState(from, to, to)).toBe('running');
    expect(dayState(from, to, new Date('2027-02-01T00:00:00Z'))).toBe('ended');
  });
});
