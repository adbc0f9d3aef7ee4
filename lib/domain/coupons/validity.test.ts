import { describe, expect, it } from 'vitest';
import {
  isWithinValidity,
  validFromOf,
  validityDay,
  validToOf,
} from '@/lib/domain/coupons/validity';

describe('coupon validity in Bangkok days', () => {
  it('starts at 00:00 Bangkok and ends at 23:59:59.999 Bangkok, both days included', () => {
    expect(validFromOf('2026-11-01').toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(validToOf('2026-11-30').toISOString()).toBe('2026-11-30T16:59:59.999Z');
    expect(validToOf('2026-12-31').toISOString()).toBe('2026-12-31T16:59:59.999Z');
  });

  it('a one-day coupon covers exactly that Bangkok day', () => {
    const c = { validFrom: validFromOf('2026-11-11'), validTo: validToOf('2026-11-11') };
    expect(isWithinValidity(c, new Date('2026-11-10T16:59:59.999Z'))).toBe(false);
    expect(isWithinValidity(c, new Date('2026-11-10T17:00:00.000Z'))).toBe(true);
    expect(isWithinValidity(c, new Date('2026-11-11T16:59:59.999Z'))).toBe(true);
    expect(isWithinValidity(c, new Date('2026-11-11T17:00:00.000Z'))).toBe(false);
  });

  it('reads a day or the Bangkok day of an instant; refuses what is neither', () => {
    expect(validityDay('2026-02-28')).toBe('2026-02-28');
    expect(validityDay('2026-02-30')).toBeNull();
    // 20:00 UTC on the 1st is 03:00 on the 2nd in Bangkok
    expect(validityDay('2026-11-01T20:00:00Z')).toBe('2026-11-02');
    expect(validityDay('2026-11-01T23:30:00+07:00')).toBe('2026-11-01');
    expect(validityDay('soon')).toBeNull();
  });

  it('refuses a day that does not exist', () => {
    expect(() => validFromOf('2026-13-01')).toThrow(RangeError);
  });
});
