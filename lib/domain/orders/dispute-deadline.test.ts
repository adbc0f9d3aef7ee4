import { describe, expect, it } from 'vitest';
import {
  deadlineStanding,
  disputeDeadline,
  splitMinutes,
} from '@/lib/domain/orders/dispute-deadline';

const delivered = '2026-11-20T05:00:00.000Z';

describe('disputeDeadline', () => {
  it('gives Shopee 5 days and Lazada 48 hours after delivery', () => {
    expect(
      disputeDeadline({ platform: 3, status: 122, deliveredAt: delivered })?.toISOString(),
    ).toBe('2026-11-25T05:00:00.000Z');
    expect(
      disputeDeadline({ platform: 4, status: 122, deliveredAt: delivered })?.toISOString(),
    ).toBe('2026-11-22T05:00:00.000Z');
    expect(
      disputeDeadline({
        platform: 3,
        status: 130,
        deliveredAt: new Date(delivered),
      })?.toISOString(),
    ).toBe('2026-11-25T05:00:00.000Z');
  });

  it('has none for other platforms, other statuses or without a delivery time', () => {
    for (const platform of [1, 2, 5, 8])
      expect(disputeDeadline({ platform, status: 122, deliveredAt: delivered })).toBeNull();
    for (const status of [100, 111, 112, 114, 121, 140, 141, 142, 998])
      expect(disputeDeadline({ platform: 3, status, deliveredAt: delivered })).toBeNull();
    expect(disputeDeadline({ platform: 3, status: 122, deliveredAt: null })).toBeNull();
    expect(disputeDeadline({ platform: 4, status: 122, deliveredAt: 'not a date' })).toBeNull();
  });
});

describe('deadlineStanding', () => {
  const deadline = new Date('2026-11-25T05:00:00.000Z');
  const before = (ms: number) => new Date(deadline.getTime() - ms);

  it('is open with a day or more left, urgent under 24 hours, expired once past', () => {
    expect(deadlineStanding(deadline, before(48 * 3600_000))).toEqual({
      state: 'open',
      minutesLeft: 48 * 60,
    });
    expect(deadlineStanding(deadline, before(24 * 3600_000)).state).toBe('open');
    expect(deadlineStanding(deadline, before(24 * 3600_000 - 1))).toEqual({
      state: 'urgent',
      minutesLeft: 24 * 60 - 1,
    });
    expect(deadlineStanding(deadline, before(59_000))).toEqual({ state: 'urgent', minutesLeft: 0 });
    expect(deadlineStanding(deadline, deadline)).toEqual({ state: 'expired', minutesLeft: 0 });
    expect(deadlineStanding(deadline.toISOString(), before(-60_000)).state).toBe('expired');
  });

  it('splits minutes into days, hours and minutes', () => {
    expect(splitMinutes(5 * 1440 - 1)).toEqual({ days: 4, hours: 23, minutes: 59 });
    expect(splitMinutes(61)).toEqual({ days: 0, hours: 1, minutes: 1 });
    expect(splitMinutes(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
