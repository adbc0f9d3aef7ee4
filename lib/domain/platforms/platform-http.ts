import {
  PlatformRateLimitedError,
  PlatformUnavailableError,
} from '@/lib/domain/platforms/platform-errors';

// The transport every connector shares: a timeout on each call, a per-shop pace that keeps
// to the platform's documented rate (TikTok: 50 calls a second per app and shop), and
// retries with exponential backoff on 429 and 5xx. A call still failing after the retries
// throws, and the job that made it is retried by its queue later (lib/queue).

const DEFAULT_TIMEOUT_MS = 15_000;

export interface PlatformCallPolicy {
  /** Calls a second allowed per key (app + shop). */
  requestsPerSecond: number;
  /** Tries in all for a rate-limited or failed call (1 = no retry). */
  attempts?: number;
  /** First backoff; doubles each retry (a Retry-After of the platform wins when longer). */
  backoffMs?: number;
  /** Longest single wait; a platform asking for more makes the call fail to its job. */
  maxWaitMs?: number;
}

const nextSlotAt = new Map<string, number>();

/**
 * Waits for the next free slot of `key` so that its calls keep to `requestsPerSecond`.
 * Per process: each worker paces its own calls, and the platform's 429 covers the rest.
 */
export async function paceCall(key: string, requestsPerSecond: number): Promise<void> {
  const gap = 1000 / Math.max(requestsPerSecond, 0.1);
  const now = Date.now();
  const slot = Math.max(now, nextSlotAt.get(key) ?? 0);
  nextSlotAt.set(key, slot + gap);
  if (nextSlotAt.size > 10_000) nextSlotAt.clear();
  if (slot > now) await sleep(slot - now);
}

/**
 * Runs `call` within the key's pace; retries it on PlatformRateLimitedError and
 * PlatformUnavailableError with exponential backoff. Other errors pass through at once.
 */
export async function withPlatformRetry<T>(
  key: string,
  policy: PlatformCallPolicy,
  call: () => Promise<T>,
): Promise<T> {
  const attempts = policy.attempts ?? 4;
  const backoffMs = policy.backoffMs ?? 250;
  const maxWaitMs = policy.maxWaitMs ?? 10_000;
  for (let attempt = 1; ; attempt++) {
    await paceCall(key, policy.requestsPerSecond);
    try {
      return await call();
    } catch (error) {
      const retryable =
        error instanceof PlatformRateLimitedError || error instanceof PlatformUnavailableError;
      if (!retryable || attempt >= attempts) throw error;
      const asked = error instanceof PlatformRateLimitedError ? (error.retryAfterMs ?? 0) : 0;
      const wait = Math.max(asked, backoffMs * 2 ** (attempt - 1));
      if (wait > maxWaitMs) throw error;
      await sleep(wait);
    }
  }
}

/** fetch with a timeout; a network failure or a timeout becomes PlatformUnavailableError. */
export async function platformFetch(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Response> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, ...rest } = init;
  try {
    return await fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new PlatformUnavailableError(
      `platform call failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * The common HTTP answers: 429 rate limited (with Retry-After), 5xx unavailable. A
 * connector calls this first, then reads its platform's envelope for the rest.
 */
export function throwOnTransportStatus(response: Response): void {
  if (response.status === 429) {
    throw new PlatformRateLimitedError(retryAfterMs(response.headers.get('retry-after')));
  }
  if (response.status >= 500) {
    throw new PlatformUnavailableError(`platform answered HTTP ${response.status}`);
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
