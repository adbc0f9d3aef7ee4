import { describe, expect, it } from 'vitest';
import {
  PlatformAuthRevokedError,
  PlatformRateLimitedError,
  PlatformRequestError,
  PlatformTokenExpiredError,
  PlatformUnavailableError,
} from '@/lib/domain/platforms/platform-errors';
import { readEnvelope } from '@/lib/domain/platforms/tiktok/api-client';
import { tiktokFailure } from '@/lib/domain/platforms/tiktok/failure';

describe('tiktokFailure', () => {
  it('an expired access token (105002) asks for a refresh', () => {
    const error = tiktokFailure({
      httpStatus: 401,
      code: 105002,
      message: 'access token is expired, please refresh it',
    });
    expect(error).toBeInstanceOf(PlatformTokenExpiredError);
  });

  it('an invalid access token header (36009004 about the token) asks for a refresh too', () => {
    const error = tiktokFailure({
      httpStatus: 401,
      code: 36009004,
      message: 'Invalid credentials. The x-tts-access-token header is invalid.',
    });
    expect(error).toBeInstanceOf(PlatformTokenExpiredError);
  });

  it('other credential faults (bad timestamp, bad app key) are refusals, not refreshes', () => {
    const error = tiktokFailure({
      httpStatus: 401,
      code: 36009004,
      message: 'Invalid timestamp.',
    });
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect((error as PlatformRequestError).code).toBe('36009004');
  });

  it('a bad sign (106001) is a refusal with its code', () => {
    const error = tiktokFailure({ httpStatus: 401, code: 106001, message: 'Invalid credentials.' });
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect((error as PlatformRequestError).code).toBe('106001');
  });

  it.each([36004005, 36004001])('a dead refresh token (%i) means connect again', (code) => {
    expect(tiktokFailure({ httpStatus: 200, code, message: 'rt' })).toBeInstanceOf(
      PlatformAuthRevokedError,
    );
  });

  it('429 or the throttling code is rate limited, with the Retry-After', () => {
    const byStatus = tiktokFailure({
      httpStatus: 429,
      code: null,
      message: '',
      retryAfterMs: 2000,
    });
    expect(byStatus).toBeInstanceOf(PlatformRateLimitedError);
    expect((byStatus as PlatformRateLimitedError).retryAfterMs).toBe(2000);
    expect(tiktokFailure({ httpStatus: 200, code: 36009002, message: 'Too many' })).toBeInstanceOf(
      PlatformRateLimitedError,
    );
  });

  it('5xx and the internal-error code are unavailable', () => {
    expect(tiktokFailure({ httpStatus: 503, code: null, message: '' })).toBeInstanceOf(
      PlatformUnavailableError,
    );
    expect(tiktokFailure({ httpStatus: 200, code: 36009003, message: 'Internal' })).toBeInstanceOf(
      PlatformUnavailableError,
    );
  });

  it('a business refusal keeps its code', () => {
    const error = tiktokFailure({
      httpStatus: 200,
      code: 21011040,
      message: 'Package has already been shipped.',
    });
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect((error as PlatformRequestError).code).toBe('21011040');
  });
});

describe('readEnvelope', () => {
  const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
    new Response(body, { status, headers });

  it('answers data on code 0', async () => {
    await expect(
      readEnvelope(answer(200, '{"code":0,"message":"Success","data":{"a":1}}')),
    ).resolves.toEqual({ a: 1 });
  });

  it('throws the mapped error on a non-zero code, whatever the HTTP status', async () => {
    await expect(
      readEnvelope(answer(200, '{"code":36004005,"message":"can not find related auth record"}')),
    ).rejects.toBeInstanceOf(PlatformAuthRevokedError);
    await expect(
      readEnvelope(answer(401, '{"code":105002,"message":"Expired credentials."}')),
    ).rejects.toBeInstanceOf(PlatformTokenExpiredError);
  });

  it('a 429 without a body is rate limited with its Retry-After', async () => {
    const error = await readEnvelope(answer(429, '', { 'retry-after': '3' })).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformRateLimitedError);
    expect((error as PlatformRateLimitedError).retryAfterMs).toBe(3000);
  });

  it('a 502 page is unavailable; a 200 without an envelope is a refusal', async () => {
    await expect(readEnvelope(answer(502, '<html>bad gateway</html>'))).rejects.toBeInstanceOf(
      PlatformUnavailableError,
    );
    await expect(readEnvelope(answer(200, '<html></html>'))).rejects.toBeInstanceOf(
      PlatformRequestError,
    );
  });
});
