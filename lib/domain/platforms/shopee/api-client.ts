import {
  PlatformAuthRevokedError,
  PlatformRateLimitedError,
  PlatformRequestError,
  PlatformTokenExpiredError,
  PlatformUnavailableError,
} from '@/lib/domain/platforms/platform-errors';
import {
  platformFetch,
  retryAfterMs,
  throwOnTransportStatus,
  withPlatformRetry,
} from '@/lib/domain/platforms/platform-http';
import { shopeeSign } from '@/lib/domain/platforms/shopee/sign';

// One signed call to Shopee Open Platform v2: the common parameters (partner_id, timestamp,
// access_token, shop_id, sign) always go in the query and only they are signed; a GET
// carries its parameters in the query too, a POST a JSON body. Every answer is the
// envelope {request_id, error, message, response}, error "" on success; the token calls
// put their fields beside error instead of under response.

export interface ShopeeConnectorConfig {
  /** SHOPEE_PARTNER_ID. */
  partnerId: number | null;
  /** SHOPEE_PARTNER_KEY. */
  partnerKey: string | null;
  /** SHOPEE_API_BASE, e.g. https://partner.shopeemobile.com (no trailing slash needed). */
  apiBase: string;
}

/**
 * Shopee publishes no call rate, so this is a safe guess well under what integrators
 * report; the platform's throttling answer still slows a shop down when it is too much.
 */
export const SHOPEE_REQUESTS_PER_SECOND = 10;

export interface ShopeeEnvelope {
  request_id?: string;
  error?: string;
  message?: string;
  warning?: unknown;
}

export type ShopeeQueryValue = string | number | boolean | readonly (string | number)[] | undefined;

export interface ShopeeRequest {
  method: 'GET' | 'POST';
  path: string;
  /** The shop the call is for; absent for a public call (token, refresh). */
  shop?: { shopId: string; accessToken: string };
  query?: Record<string, ShopeeQueryValue>;
  body?: unknown;
}

/** The connector's credentials, or a refusal that says what is missing. */
export function credentials(config: ShopeeConnectorConfig): {
  partnerId: number;
  partnerKey: string;
} {
  if (!config.partnerId || !config.partnerKey) {
    throw new PlatformRequestError(
      'Shopee partner id and partner key are not set',
      'not_configured',
    );
  }
  return { partnerId: config.partnerId, partnerKey: config.partnerKey };
}

export function apiUrl(config: ShopeeConnectorConfig, path: string): URL {
  return new URL(path, config.apiBase.endsWith('/') ? config.apiBase : `${config.apiBase}/`);
}

/** The URL of a call, signed with a timestamp of now (a new one for every try). */
export function signedUrl(config: ShopeeConnectorConfig, request: ShopeeRequest): URL {
  const { partnerId, partnerKey } = credentials(config);
  const timestamp = Math.floor(Date.now() / 1000);
  const url = apiUrl(config, request.path);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      // Shopee reads a list parameter (item_status) as the key repeated.
      for (const one of value) url.searchParams.append(key, String(one));
    } else {
      url.searchParams.set(key, String(value));
    }
  }
  url.searchParams.set('partner_id', String(partnerId));
  url.searchParams.set('timestamp', String(timestamp));
  let sign: string;
  if (request.shop) {
    const shopId = shopNumber(request.shop.shopId);
    url.searchParams.set('access_token', request.shop.accessToken);
    url.searchParams.set('shop_id', String(shopId));
    sign = shopeeSign(partnerKey, {
      kind: 'shop',
      partnerId,
      path: request.path,
      timestamp,
      accessToken: request.shop.accessToken,
      shopId,
    });
  } else {
    sign = shopeeSign(partnerKey, { kind: 'public', partnerId, path: request.path, timestamp });
  }
  url.searchParams.set('sign', sign);
  return url;
}

/** Shopee ids are integers; a shop id that is not one never reaches the platform. */
export function shopNumber(shopId: string): number {
  if (!/^\d+$/.test(shopId)) throw new PlatformRequestError(`not a Shopee shop id: ${shopId}`);
  return Number(shopId);
}

// The error words Shopee answers with, grouped by what the back office does about them.
const TOKEN_EXPIRED = new Set([
  // Shopee's own spelling, kept as the platform sends it.
  'invalid_acceess_token',
  'invalid_access_token',
  'error_access_token',
]);
const AUTH_REVOKED = new Set([
  'error_shop_refresh_token',
  'error_merchant_refresh_token',
  'error_refresh_token',
  'invalid_refresh_token',
  'refresh_token_expired',
  'shop_access_expired',
  'merchant_access_expired',
  'shop_no_linked',
  'merchant_no_linked',
  'shop_banned',
]);
const THROTTLED = new Set(['error_rate_limit', 'error_too_many_request', 'error_limit']);
const PLATFORM_FAILED = new Set(['error_server', 'error_network', 'error_inner', 'error_busi']);

/**
 * What a Shopee answer means for the caller: null when it succeeded, else the platform
 * error to throw. Throttling hides under error_server ("Too many requests"), so the
 * message decides between a pause and a platform failure.
 */
export function shopeeFailure(
  httpStatus: number,
  envelope: ShopeeEnvelope | null,
  retryAfter: string | null = null,
): Error | null {
  const code = envelope?.error ?? '';
  const message = envelope?.message ?? '';
  const tooMany = /too many|rate limit|frequen/i.test(message);
  if (httpStatus === 429 || THROTTLED.has(code) || (code === 'error_server' && tooMany)) {
    return new PlatformRateLimitedError(
      retryAfterMs(retryAfter),
      `Shopee throttled the call: ${message || `HTTP ${httpStatus}`}`,
    );
  }
  if (TOKEN_EXPIRED.has(code) || (code === 'error_auth' && /access[_ ]token/i.test(message))) {
    return new PlatformTokenExpiredError(`Shopee refused the access token: ${message || code}`);
  }
  if (AUTH_REVOKED.has(code)) {
    return new PlatformAuthRevokedError(`Shopee refused the authorization: ${message || code}`);
  }
  if (httpStatus >= 500 || PLATFORM_FAILED.has(code)) {
    return new PlatformUnavailableError(
      `Shopee failed: ${message || code || `HTTP ${httpStatus}`}`,
    );
  }
  if (code !== '') return new PlatformRequestError(`Shopee refused: ${message || code}`, code);
  if (httpStatus >= 400) {
    return new PlatformRequestError(`Shopee answered HTTP ${httpStatus}`, `http_${httpStatus}`);
  }
  return null;
}

function init(request: ShopeeRequest): RequestInit {
  if (request.method === 'GET') return { method: 'GET' };
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request.body ?? {}),
  };
}

function retryKey(config: ShopeeConnectorConfig, request: ShopeeRequest): string {
  return `shopee:${config.partnerId ?? 0}:${request.shop?.shopId ?? 'public'}`;
}

function readEnvelope(text: string): ShopeeEnvelope | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ShopeeEnvelope) : null;
  } catch {
    return null;
  }
}

async function once<T extends ShopeeEnvelope>(
  config: ShopeeConnectorConfig,
  request: ShopeeRequest,
): Promise<T> {
  const response = await platformFetch(signedUrl(config, request).toString(), init(request));
  throwOnTransportStatus(response);
  const text = await response.text();
  const envelope = readEnvelope(text);
  const failure = shopeeFailure(response.status, envelope, response.headers.get('retry-after'));
  if (failure) throw failure;
  if (!envelope) throw new PlatformRequestError('Shopee answered something that is not JSON');
  return envelope as T;
}

/**
 * A signed call within the shop's pace, tried again on throttling and platform failures;
 * answers the whole envelope (the caller reads `response`, or the token fields).
 */
export function shopeeCall<T extends ShopeeEnvelope>(
  config: ShopeeConnectorConfig,
  request: ShopeeRequest,
): Promise<T> {
  return withPlatformRetry(
    retryKey(config, request),
    { requestsPerSecond: SHOPEE_REQUESTS_PER_SECOND },
    () => once<T>(config, request),
  );
}

/**
 * A signed call that answers a file (download_shipping_document); a JSON answer is the
 * envelope of a refusal.
 */
export function shopeeFile(
  config: ShopeeConnectorConfig,
  request: ShopeeRequest,
): Promise<{ contentType: string; body: Buffer }> {
  return withPlatformRetry(
    retryKey(config, request),
    { requestsPerSecond: SHOPEE_REQUESTS_PER_SECOND },
    async () => {
      const response = await platformFetch(signedUrl(config, request).toString(), init(request));
      throwOnTransportStatus(response);
      const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
      const body = Buffer.from(await response.arrayBuffer());
      if (contentType.includes('json') || response.status >= 400) {
        const envelope = readEnvelope(body.toString('utf8'));
        const failure = shopeeFailure(response.status, envelope);
        throw failure ?? new PlatformRequestError('Shopee answered no file');
      }
      return { contentType: contentType.split(';')[0]!.trim(), body };
    },
  );
}

/** Downloads a file the platform points at by URL (no signing: the URL is the grant). */
export async function downloadUrl(url: string): Promise<{ contentType: string; body: Buffer }> {
  const response = await platformFetch(url);
  throwOnTransportStatus(response);
  if (!response.ok) {
    throw new PlatformRequestError(`Shopee file download answered HTTP ${response.status}`);
  }
  const contentType = response.headers.get('content-type') ?? 'application/pdf';
  return {
    contentType: contentType.split(';')[0]!.trim(),
    body: Buffer.from(await response.arrayBuffer()),
  };
}
