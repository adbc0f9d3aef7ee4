import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import {
  platformFetch,
  retryAfterMs,
  throwOnTransportStatus,
  withPlatformRetry,
  type PlatformCallPolicy,
} from '@/lib/domain/platforms/platform-http';
import { tiktokFailure } from '@/lib/domain/platforms/tiktok/failure';
import { tiktokSign } from '@/lib/domain/platforms/tiktok/sign';

// One signed call to TikTok Shop's open API, as its signing guide says: app_key, a
// timestamp in seconds and the shop cipher in the query, the access token in the
// x-tts-access-token header, the sign over path + sorted query + the exact body bytes
// sent. The envelope {code, message, data} is read here, so a caller gets `data` or a
// platform error. Every call keeps to the app + shop pace and is retried on 429 and 5xx;
// each try is signed afresh, since the timestamp is only good for five minutes.

/** TikTok's documented quota: 50 calls a second per API, counted per app + shop. */
export const TIKTOK_REQUESTS_PER_SECOND = 50;

export interface TiktokCredentials {
  appKey: string;
  appSecret: string;
  /** The open API host (https://open-api.tiktokglobalshop.com). */
  apiBase: string;
  /** The authorization host (https://auth.tiktok-shops.com). */
  authBase: string;
  /** Retries and pace; the documented quota when absent. */
  retry?: Partial<PlatformCallPolicy>;
}

export interface TiktokApiCall {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** API parameters; the common ones (app_key, timestamp, shop_cipher, sign) are added here. */
  query?: Record<string, string>;
  /** Serialised once; the same bytes are signed and sent. */
  body?: unknown;
  accessToken: string;
  /** Shop-scoped APIs need it; the shop list does not. */
  shopCipher?: string | null;
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

function policy(credentials: TiktokCredentials): PlatformCallPolicy {
  return { requestsPerSecond: TIKTOK_REQUESTS_PER_SECOND, ...credentials.retry };
}

function trimBase(base: string): string {
  return base.replace(/\/+$/, '');
}

/** The `data` of a signed open-API call, or the platform error it ended in. */
export function tiktokApiCall<T>(credentials: TiktokCredentials, call: TiktokApiCall): Promise<T> {
  const key = `tiktok:${credentials.appKey}:${call.shopCipher ?? 'seller'}`;
  return withPlatformRetry(key, policy(credentials), () => signedCallOnce<T>(credentials, call));
}

async function signedCallOnce<T>(credentials: TiktokCredentials, call: TiktokApiCall): Promise<T> {
  const query: Record<string, string> = {
    ...call.query,
    app_key: credentials.appKey,
    timestamp: String(Math.floor(Date.now() / 1000)),
  };
  if (call.shopCipher) query.shop_cipher = call.shopCipher;
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const sign = tiktokSign({ appSecret: credentials.appSecret, path: call.path, query, body });
  const search = new URLSearchParams({ ...query, sign });
  const response = await platformFetch(`${trimBase(credentials.apiBase)}${call.path}?${search}`, {
    method: call.method,
    headers: { 'content-type': 'application/json', 'x-tts-access-token': call.accessToken },
    body,
  });
  return readEnvelope<T>(response);
}

/** The token host's calls: plain GETs with the app secret in the query, not signed. */
export function tiktokAuthCall<T>(
  credentials: TiktokCredentials,
  path: '/api/v2/token/get' | '/api/v2/token/refresh',
  query: Record<string, string>,
): Promise<T> {
  const key = `tiktok:${credentials.appKey}:auth`;
  return withPlatformRetry(key, policy(credentials), async () => {
    const search = new URLSearchParams({
      ...query,
      app_key: credentials.appKey,
      app_secret: credentials.appSecret,
    });
    const response = await platformFetch(`${trimBase(credentials.authBase)}${path}?${search}`);
    return readEnvelope<T>(response);
  });
}

/** The envelope's data on code 0; otherwise the error its HTTP status and code mean. */
export async function readEnvelope<T>(response: Response): Promise<T> {
  const text = await response.text();
  throwOnTransportStatus(response);
  let envelope: Envelope | null = null;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === 'object') envelope = parsed as Envelope;
  } catch {
    envelope = null;
  }
  const code = typeof envelope?.code === 'number' ? envelope.code : null;
  if (response.ok && code === 0) return (envelope?.data ?? {}) as T;
  if (response.ok && code === null) {
    throw new PlatformRequestError('TikTok Shop: answer without an envelope', 'no_envelope');
  }
  throw tiktokFailure({
    httpStatus: response.status,
    code,
    message: typeof envelope?.message === 'string' ? envelope.message : '',
    retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
  });
}
