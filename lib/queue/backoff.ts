/** Retry settings of a job: BullMQ's own shape, so the registry passes it through as is. */
export interface ExponentialBackoff {
  type: 'exponential';
  /** Delay before the first retry, in ms; doubled for each further one. */
  delay: number;
}

/**
 * Delay before retry number `attempt` (1 = the first retry), the way BullMQ computes its
 * exponential backoff (`2^(attempt-1) * delay`), capped at `maxMs`. The in-process runner
 * and the outbox relay use it, so a job retries on the same schedule with or without Redis.
 */
export function backoffDelay(
  attempt: number,
  backoff: ExponentialBackoff,
  maxMs = 60 * 60_000,
): number {
  const n = Math.max(1, Math.floor(attempt));
  // 2^n overflows to Infinity long before it matters; the cap keeps the result finite.
  return Math.min(Math.round(2 ** (n - 1) * backoff.delay), maxMs);
}

/** The outbox relay's schedule when Redis refuses a row: 1 s, 2 s, 4 s ... at most 5 min. */
export const RELAY_BACKOFF: ExponentialBackoff = { type: 'exponential', delay: 1_000 };
export const RELAY_BACKOFF_MAX_MS = 5 * 60_000;
