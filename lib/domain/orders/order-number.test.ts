import { describe, expect, it } from 'vitest';
import { formatOrderNumber, orderNumberPrefix } from '@/lib/domain/orders/order-number';
import { bangkokDayKey, dayStartUtc } from '@/lib/time/bangkok-days';

const at = (iso: string) => new Date(iso);

describe('Bangkok day key', () => {
  it('turns at 17:00 UTC, midnight in Bangkok', () => {
    expect(bangkokDayKey(at('2026-11-19T16:59:59.999Z'))).toBe('2026-11-19');
    expect(bangkokDayKey(at('2026-11-19T17:00:00Z'))).toBe('2026-11-20');
    expect(bangkokDayKey(at('2026-11-20T16:59:59.999Z'))).toBe('2026-11-20');
  });

  it('crosses months, years and 29 February', () => {
    expect(bangkokDayKey(at('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(bangkokDayKey(at('2026-12-31T16:59:59Z'))).toBe('2026-12-31');
    expect(bangkokDayKey(at('2028-02-28T17:00:00Z'))).toBe('2028-02-29');
    expect(bangkokDayKey(at('2026-04-30T20:00:00Z'))).toBe('2026-05-01');
  });

  it('agrees with dayStartUtc of lib/time/bangkok-days', () => {
    for (const iso of ['2026-11-19T17:00:00Z', '2026-11-20T03:15:00Z', '2026-11-20T16:59:59Z']) {
      const d = at(iso);
      const start = dayStartUtc(bangkokDayKey(d))!;
      expect(start.getTime()).toBeLessThanOrEqual(d.getTime());
      expect(d.getTime() - start.getTime()).toBeLessThan(86_400_000);
    }
  });

  it('refuses an invalid date', () => {
    expect(() => bangkokDayKey(new Date('nope'))).toThrow(RangeError);
  });
});

describe('order numbers', () => {
  it('are SO, the Bangkok yyMMdd and a 4-digit running number', () => {
    expect(formatOrderNumber(at('2026-11-20T05:00:00Z'), 42)).toBe('SO2611200042');
    expect(formatOrderNumber(at('2026-11-20T05:00:00Z'), 1)).toBe('SO2611200001');
    expect(formatOrderNumber(at('2026-11-20T05:00:00Z'), 9999)).toBe('SO2611209999');
  });

  it('use the Bangkok day at the day edges', () => {
    expect(formatOrderNumber(at('2026-11-19T17:00:00Z'), 42)).toBe('SO2611200042');
    expect(formatOrderNumber(at('2026-11-19T16:59:59.999Z'), 42)).toBe('SO2611190042');
    expect(formatOrderNumber(at('2026-12-31T17:30:00Z'), 7)).toBe('SO2701010007');
    expect(orderNumberPrefix(at('2026-11-19T17:00:00Z'))).toBe('SO261120');
  });

  it('grow past 9999 without truncation', () => {
    expect(formatOrderNumber(at('2026-11-20T05:00:00Z'), 10000)).toBe('SO26112010000');
    expect(formatOrderNumber(at('2026-11-20T05:00:00Z'), 123456)).toBe('SO261120123456');
  });

  it('sort in creation order within a day while under 10000', () => {
    const day = at('2026-11-20T05:00:00Z');
    const numbers = [1, 2, 10, 99, 100, 9999].map((n) => formatOrderNumber(day, n));
    expect([...numbers].sort()).toEqual(numbers);
  });

  it('refuse a running number that is not a whole number from 1', () => {
    const day = at('2026-11-20T05:00:00Z');
    for (const n of [0, -1, 1.5, NaN, Infinity, 2 ** 53])
      expect(() => formatOrderNumber(day, n), String(n)).toThrow(RangeError);
  });
});
