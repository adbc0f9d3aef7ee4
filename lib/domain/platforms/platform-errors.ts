// How a platform call can fail, in the words the sync, push and shipment code act on.
// Connectors turn their platform's HTTP statuses and error codes into these.

/** The access token is expired or invalid: refresh it and call again. */
export class PlatformTokenExpiredError extends Error {
  constructor(message = 'platform access token expired or invalid') {
    super(message);
    this.name = 'PlatformTokenExpiredError';
  }
}

/** The seller withdrew the authorization, or the refresh token no longer works: connect again. */
export class PlatformAuthRevokedError extends Error {
  constructor(message = 'platform authorization revoked or expired') {
    super(message);
    this.name = 'PlatformAuthRevokedError';
  }
}

/** Too many requests (429, Shopee error_server, Lazada ApiCallLimit): wait and call again. */
export class PlatformRateLimitedError extends Error {
  constructor(
    readonly retryAfterMs: number | null,
    message = 'platform rate limit reached',
  ) {
    super(message);
    this.name = 'PlatformRateLimitedError';
  }
}

/** The platform failed (5xx, 503 protection, a timeout, the network): call again later. */
export class PlatformUnavailableError extends Error {
  constructor(message = 'platform unavailable') {
    super(message);
    this.name = 'PlatformUnavailableError';
  }
}

/** The platform refused the request for good (bad parameter, unknown order): do not retry. */
export class PlatformRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'PlatformRequestError';
  }
}

/** Worth calling again later (after a pause, or a refresh). */
export function isRetryablePlatformError(error: unknown): boolean {
  return (
    error instanceof PlatformRateLimitedError ||
    error instanceof PlatformUnavailableError ||
    error instanceof PlatformTokenExpiredError
  );
}
