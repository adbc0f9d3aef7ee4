import { describe, expect, it } from 'vitest';
import { pushOutcome } from '@/lib/domain/line/push-decision';
import { LINE_PUSH_JOB_BACKOFF } from '@/lib/domain/line/push-policy';
import { backoffDelay } from '@/lib/queue/backoff';

describe('the answer of a LINE push', () => {
  it('2xx is sent', () => {
    expect(pushOutcome(200, { attempt: 1 })).toEqual({ kind: 'sent' });
  });

  it('409 on a retry means an earlier try with the same key was accepted', () => {
    expect(pushOutcome(409, { attempt: 2 })).toEqual({ kind: 'sent' });
    expect(pushOutcome(409, { attempt: 1 }).kind).toBe('failed');
  });

  it('429 and 5xx are retried; 429 honours Retry-After', () => {
    expect(pushOutcome(429, { attempt: 1 })).toEqual({
      kind: 'retry',
      reason: 'LINE rate limit (429)',
    });
    expect(pushOutcome(429, { attempt: 1, retryAfter: '3' })).toMatchObject({
      kind: 'retry',
      retryAfterMs: 3000,
    });
    expect(pushOutcome(503, { attempt: 3 }).kind).toBe('retry');
  });

  it('another 4xx fails for good', () => {
    expect(pushOutcome(400, { attempt: 1, body: '{"message":"bad"}' })).toMatchObject({
      kind: 'failed',
    });
    expect(pushOutcome(401, { attempt: 2 }).kind).toBe('failed');
  });

  it('backs off exponentially between tries', () => {
    const d = LINE_PUSH_JOB_BACKOFF.delay;
    expect(backoffDelay(1, LINE_PUSH_JOB_BACKOFF)).toBe(d);
    expect(backoffDelay(2, LINE_PUSH_JOB_BACKOFF)).toBe(2 * d);
    expect(backoffDelay(4, LINE_PUSH_JOB_BACKOFF)).toBe(8 * d);
  });
});
