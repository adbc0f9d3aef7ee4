import { describe, expect, it } from 'vitest';
import { isLate } from '@/lib/domain/purchasing/late';

describe('a late purchase order', () => {
  // 2026-11-20 01:00 Bangkok time.
  const now = new Date('2026-11-19T18:00:00Z');
  const day = (d: string) => new Date(`${d}T00:00:00+07:00`);

  it('is approved or partly received with its expected Bangkok day before today', () => {
    expect(isLate(1, day('2026-11-19'), now)).toBe(true);
    expect(isLate(2, day('2026-11-19'), now)).toBe(true);
    expect(isLate(1, day('2026-11-20'), now)).toBe(false);
    expect(isLate(1, null, now)).toBe(false);
  });

  it('is never a draft, a closed or a cancelled PO', () => {
    for (const status of [0, 3, 4]) expect(isLate(status, day('2026-01-01'), now)).toBe(false);
  });
});
