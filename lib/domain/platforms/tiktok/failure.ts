import {
  PlatformAuthRevokedError,
  PlatformRateLimitedError,
  PlatformRequestError,
  PlatformTokenExpiredError,
  PlatformUnavailableError,
} from '@/lib/domain/platforms/platform-errors';

// TikTok Shop answers every refusal with an envelope {code, message, request_id}; code 0 is
// success. Which codes mean what comes from its common-error table (authentication,
// throttling, internal errors); the token host's own codes for a dead refresh token are not
// in that table and are taken from the SDKs that meet them.

/** The access token is expired ("Expired credentials"): refresh and call again. */
const TOKEN_EXPIRED = new Set([105002]);
/** The refresh token is unknown or expired: the seller must authorize again. */
const AUTH_REVOKED = new Set([36004001, 36004005]);
/** "Too many requests": the app + shop went over its calls a second. */
const THROTTLED = new Set([36009002]);
/** Internal error or a timeout inside TikTok: worth calling again later. */
const UNAVAILABLE = new Set([36009003, 36009007]);
/** One code covers several credential faults; only the token ones mean "refresh". */
const CREDENTIALS_FAULT = 36009004;

export interface TiktokRefusal {
  httpStatus: number;
  /** The envelope's code; null when the answer had no readable envelope. */
  code: number | null;
  message: string;
  /** The Retry-After of a 429, in milliseconds. */
  retryAfterMs?: number | null;
}

/** The error the sync acts on for a TikTok refusal. */
export function tiktokFailure(refusal: TiktokRefusal): Error {
  const { httpStatus, code, message } = refusal;
  const words = `TikTok Shop: ${message || `HTTP ${httpStatus}`}${code === null ? '' : ` (${code})`}`;
  if (code !== null && AUTH_REVOKED.has(code)) return new PlatformAuthRevokedError(words);
  if (code !== null && TOKEN_EXPIRED.has(code)) return new PlatformTokenExpiredError(words);
  if (code === CREDENTIALS_FAULT && /access[_ -]?token/i.test(message)) {
    return new PlatformTokenExpiredError(words);
  }
  if (httpStatus === 429 || (code !== null && THROTTLED.has(code))) {
    return new PlatformRateLimitedError(refusal.retryAfterMs ?? null, words);
  }
  if (httpStatus >= 500 || (code !== null && UNAVAILABLE.has(code))) {
    return new PlatformUnavailableError(words);
  }
  if (code === null && httpStatus === 401) return new PlatformTokenExpiredError(words);
  return new PlatformRequestError(words, code === null ? `http_${httpStatus}` : String(code));
}
