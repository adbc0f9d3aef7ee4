// What one answer of LINE's push call means for the send (docs/members.md, Sending).
// Every try of one send carries the same X-Line-Retry-Key, so LINE accepts it at most once:
// a 409 on a retry says an earlier try was accepted (its answer was lost), which is success.
// 429 (rate limit) and 5xx are worth another try after a back-off; any other 4xx will not
// get better by retrying. Pure: push-decision.test.ts.

export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  | { kind: 'failed'; reason: string };

export function pushOutcome(
  status: number,
  opts: { attempt: number; retryAfter?: string | null; body?: string },
): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 409) {
    // The first try cannot meet its own key; a 409 then is a real refusal.
    return opts.attempt > 1
      ? { kind: 'sent' }
      : { kind: 'failed', reason: `LINE answered 409 ${short(opts.body)}` };
  }
  if (status === 429) {
    const seconds = Number(opts.retryAfter);
    return {
      kind: 'retry',
      reason: 'LINE rate limit (429)',
      ...(Number.isFinite(seconds) && seconds > 0 ? { retryAfterMs: seconds * 1000 } : {}),
    };
  }
  if (status >= 500) return { kind: 'retry', reason: `LINE answered ${status}` };
  return { kind: 'failed', reason: `LINE answered ${status} ${short(opts.body)}`.trim() };
}

const short = (s?: string) => (s ?? '').slice(0, 200);
