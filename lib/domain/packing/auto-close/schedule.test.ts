import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bangkokClock,
  closeCutoff,
  isRunDue,
  nextScheduledRun,
  openPackingCutoff,
  RUN_AT_PATTERN,
  runDay,
  scheduledRunKey,
} from '@/lib/domain/packing/auto-close/schedule';

describe('bangkokClock', () => {
  it('moves to the next day at 17:00 UTC', () => {
    expect(bangkokClock(new Date('2026-11-19T16:59:59Z'))).toEqual({
      day: '2026-11-19',
      time: '23:59',
    });
    expect(bangkokClock(new Date('2026-11-19T17:00:00Z'))).toEqual({
      day: '2026-11-20',
      time: '00:00',
    });
  });
  it('crosses a year end and a leap day', () => {
    expect(bangkokClock(new Date('2026-12-31T17:30:00Z')).day).toBe('2027-01-01');
    expect(bangkokClock(new Date('2028-02-28T18:00:00Z')).day).toBe('2028-02-29');
  });
});

describe('isRunDue', () => {
  it('is due from the run time on, Bangkok time', () => {
    // 02:00 Bangkok is 19:00 UTC the day before.
    expect(isRunDue('02:00', new Date('2026-11-19T18:59:59Z'))).toBe(false);
    expect(isRunDue('02:00', new Date('2026-11-19T19:00:00Z'))).toBe(true);
    expect(isRunDue('02:00', new Date('2026-11-20T16:59:00Z'))).toBe(true);
    expect(isRunDue('23:59', new Date('2026-11-20T16:58:59Z'))).toBe(false);
    expect(isRunDue('00:00', new Date('2026-11-19T17:00:00Z'))).toBe(true);
  });
});

describe('closeCutoff', () => {
  it('closes what was packed more than the back days before the run day', () => {
    // Run day 2026-11-20, 3 back days: up to 2026-11-17 00:00 Bangkok (16:59:59.999 UTC on the 16th).
    expect(closeCutoff('2026-11-20', 3).toISOString()).toBe('2026-11-16T17:00:00.000Z');
    expect(closeCutoff('2026-11-20', 0).toISOString()).toBe('2026-11-19T17:00:00.000Z');
    expect(closeCutoff('2026-03-02', 2).toISOString()).toBe('2026-02-27T17:00:00.000Z');
  });
  it('treats a negative setting as none', () => {
    expect(closeCutoff('2026-11-20', -5)).toEqual(closeCutoff('2026-11-20', 0));
  });
  it('refuses a day that does not exist', () => {
    expect(() => closeCutoff('2026-02-30', 3)).toThrow(RangeError);
  });
  it('is always a Bangkok midnight, back days whole days before the run day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 60 }),
        (at, back) => {
          const { day } = bangkokClock(at);
          const cutoff = closeCutoff(day, back);
          expect(bangkokClock(cutoff).time).toBe('00:00');
          expect(openPackingCutoff(day).getTime() - cutoff.getTime()).toBe(back * 86_400_000);
          expect(cutoff.getTime()).toBeLessThanOrEqual(at.getTime());
        },
      ),
    );
  });
});

describe('runDay', () => {
  it('takes a scheduled run day from its key, whenever it runs', () => {
    expect(runDay(scheduledRunKey('2026-11-20'), new Date('2026-11-21T10:00:00Z'))).toBe(
      '2026-11-20',
    );
  });
  it('takes any other run day from its start, Bangkok time', () => {
    expect(runDay('manual:abc', new Date('2026-11-19T17:00:00Z'))).toBe('2026-11-20');
    expect(runDay('auto:2026-02-30', new Date('2026-11-19T16:00:00Z'))).toBe('2026-11-19');
  });
});

describe('nextScheduledRun', () => {
  const on = { enabled: true, runAt: '02:00' };
  it('is null when off', () => {
    expect(nextScheduledRun({ ...on, enabled: false }, new Date(), false)).toBeNull();
  });
  it('is today at the run time before it', () => {
    const now = new Date('2026-11-19T18:00:00Z'); // 01:00 on the 20th
    expect(nextScheduledRun(on, now, false)?.toISOString()).toBe('2026-11-19T19:00:00.000Z');
  });
  it('is now when the time passed and the day has no run yet', () => {
    const now = new Date('2026-11-20T03:00:00Z'); // 10:00 on the 20th
    expect(nextScheduledRun(on, now, false)).toEqual(now);
  });
  it('is tomorrow once today ran', () => {
    const now = new Date('2026-11-20T03:00:00Z');
    expect(nextScheduledRun(on, now, true)?.toISOString()).toBe('2026-11-20T19:00:00.000Z');
  });
});

describe('RUN_AT_PATTERN', () => {
  it('takes HH:MM from 00:00 to 23:59 only', () => {
    for (const ok of ['00:00', '02:00', '09:59', '19:30', '23:59'])
      expect(RUN_AT_PATTERN.test(ok)).toBe(true);
    for (const bad of ['24:00', '2:00', '02:60', '02:0', '0200', ' 02:00', '02:00 ', 'ab:cd'])
      expect(RUN_AT_PATTERN.test(bad)).toBe(false);
  });
});
