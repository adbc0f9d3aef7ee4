import { describe, expect, it } from 'vitest';
import { backoffDelay, RELAY_BACKOFF, RELAY_BACKOFF_MAX_MS } from '@/lib/queue/backoff';
import { reconnectDelay } from '@/lib/queue/connection';

describe('backoffDelay', () => {
  it('doubles from the base delay, the way BullMQ does', () => {
    const b = { type: 'exponential', delay: 5_000 } as const;
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, b))).toEqual([5_000, 10_000, 20_000, 40_000]);
  });

  it('is capped, and stays finite for huge attempt counts', () => {
    expect(backoffDelay(30, RELAY_BACKOFF, RELAY_BACKOFF_MAX_MS)).toBe(RELAY_BACKOFF_MAX_MS);
    expect(backoffDelay(5_000, RELAY_BACKOFF, RELAY_BACKOFF_MAX_MS)).toBe(RELAY_BACKOFF_MAX_MS);
  });

  it('treats attempt 0 or less as the first retry', () => {
    expect(backoffDelay(0, RELAY_BACKOFF)).toBe(1_000);
    expect(backoffDelay(-3, RELAY_BACKOFF)).toBe(1_000);
  });

  it('relay schedule: 1 s, 2 s, 4 s ... up to 5 min', () => {
    expect(
      [1, 2, 3, 9, 10].map((n) => backoffDelay(n, RELAY_BACKOFF, RELAY_BACKOFF_MAX_MS)),
    ).toEqual([1_000, 2_000, 4_000, 256_000, 300_000]);
  });
});

describe('reconnectDelay', () => {
  it('grows from 200 ms and stops at 5 s', () => {
    expect([1, 2, 3, 4, 10, 100].map(reconnectDelay)).toEqual([200, 400, 800, 1_600, 5_000, 5_000]);
  });
});
