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
import { lazadaSign } from '@/lib/domain/platforms/lazada/sign';

// One signed call to Lazada Open Platform. The system parameters (app_key, timestamp in
// milliseconds, sign_method, access_token, sign) travel in the query; a GET carries its
// business parameters there too, a POST sends them form-encoded, and the sign covers them
// all either way (Lazada signs parameters, not bytes). The answer is an envelope whose
// `code` is "0" on success; any other code is turned into the failures the sync acts on.

export interface LazadaConnectorConfig {
  appKey: string;
  appSecret: string;
  /** Seller APIs, e.g. https://api.lazada.co.th/rest */
  apiBase: string;
  /** Token APIs, e.g. https://auth.lazada.com/rest */
  authBase: string;
}

export interface LazadaCall {
  host: 'api' | 'auth';
  /** The API path as it is signed, e.g. /orders/get. */
  path: string;
  method: 'GET' | 'POST';
  params?: Record<string, string>;
  accessToken?: string;
  /** Whose pace the call keeps: the seller id, or "auth" for the token calls. */
  paceKey: string;
}

/** Lazada's envelope: code "0" and data, or an error code and message. */
export type LazadaEnvelope = Record<string, unknown> & { code?: unknown; data?: unknown };

/** A throttled call is banned for "1 seconds" (Lazada's ApiCallLimit message). */
const API_CALL_LIMIT_BAN_MS = 1000;

export async function lazadaCall(
  config: LazadaConnectorConfig,
  requestsPerSecond: number,
  call: LazadaCall,
): Promise<LazadaEnvelope> {
  return withPlatformRetry(`lazada:${config.appKey}:${call.paceKey}`, { requestsPerSecond }, () =>
    sendOnce(config, call),
  );
}

async function sendOnce(config: LazadaConnectorConfig, call: LazadaCall): Promise<LazadaEnvelope> {
  const system: Record<string, string> = {
    app_key: config.appKey,
    timestamp: String(Date.now()),
    sign_method: 'sha256',
  };
  if (call.accessToken) system.access_token = call.accessToken;
  const business = call.params ?? {};
  const sign = lazadaSign({
    appSecret: config.appSecret,
    path: call.path,
    params: { ...business, ...system },
  });
  const base = (call.host === 'auth' ? config.authBase : config.apiBase).replace(/\/+$/, '');
  const query = new URLSearchParams(call.method === 'GET' ? { ...business, ...system } : system);
  query.set('sign', sign);
  const response = await platformFetch(`${base}${call.path}?${query.toString()}`, {
    method: call.method,
    ...(call.method === 'POST'
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
          body: new URLSearchParams(business).toString(),
        }
      : {}),
  });
  throwOnTransportStatus(response);
  const text = await response.text();
  let envelope: LazadaEnvelope | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') envelope = parsed as LazadaEnvelope;
  } catch {
    envelope = null;
  }
  if (envelope && String(envelope.code) === '0' && response.ok) return envelope;
  throw lazadaFailure(response.status, envelope, response.headers.get('retry-after'));
}

/** The failure a refused Lazada call stands for, from its HTTP status and envelope. */
export function lazadaFailure(
  httpStatus: number,
  envelope: LazadaEnvelope | null,
  retryAfterHeader: string | null = null,
): Error {
  const code = envelope?.code === undefined ? null : String(envelope.code);
  const message = envelope ? String(envelope.message ?? code ?? 'refused') : `HTTP ${httpStatus}`;
  const said = `Lazada ${code ?? `HTTP ${httpStatus}`}: ${message}`;
  switch (code) {
    case 'IllegalAccessToken':
      return new PlatformTokenExpiredError(said);
    case 'IllegalRefreshToken':
      return new PlatformAuthRevokedError(said);
    case 'ApiCallLimit':
      return new PlatformRateLimitedError(
        retryAfterMs(retryAfterHeader) ?? API_CALL_LIMIT_BAN_MS,
        said,
      );
    case 'ServiceTimeout':
    case 'HttpConnectError':
    case 'UnknownRuntimeException':
      return new PlatformUnavailableError(said);
  }
  if (httpStatus === 429) return new PlatformRateLimitedError(retryAfterMs(retryAfterHeader), said);
  if (httpStatus >= 500) return new PlatformUnavailableError(said);
  if (httpStatus === 401 && code === null) return new PlatformTokenExpiredError(said);
  return new PlatformRequestError(said, code);
}

/** The `data` of an envelope as an object ({} when absent). */
export function dataObject(envelope: LazadaEnvelope): Record<string, unknown> {
  const data = envelope.data;
  return data && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}

/** An array field of a record ([] when absent or not an array). */
export function arrayOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object')
    : [];
}

/** An object field of a record ({} when absent). */
export function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
