import { describe, expect, it } from 'vitest';
import {
  PlatformAuthRevokedError,
  PlatformRateLimitedError,
  PlatformRequestError,
  PlatformTokenExpiredError,
  PlatformUnavailableError,
} from '@/lib/domain/platforms/platform-errors';
import { lazadaFailure } from '@/lib/domain/platforms/lazada/api-client';

// Lazada's refusals in the words the sync acts on.
const refusal = (code: string, message = 'refused') => ({
  type: 'ISV',
  code,
  message,
  request_id: '0ba2887315178178017221014',
});

describe('lazadaFailure', () => {
  it('an invalid or expired access token: refresh and call again', () => {
    const error = lazadaFailure(200, refusal('IllegalAccessToken'));
    expect(error).toBeInstanceOf(PlatformTokenExpiredError);
    expect(lazadaFailure(401, null)).toBeInstanceOf(PlatformTokenExpiredError);
  });

  it('an invalid refresh token: the seller connects again', () => {
    expect(lazadaFailure(200, refusal('IllegalRefreshToken'))).toBeInstanceOf(
      PlatformAuthRevokedError,
    );
  });

  it("Lazada's throttling, with or without HTTP 429", () => {
    const banned = lazadaFailure(200, refusal('ApiCallLimit'));
    expect(banned).toBeInstanceOf(PlatformRateLimitedError);
    expect((banned as PlatformRateLimitedError).retryAfterMs).toBe(1000);
    const asked = lazadaFailure(429, refusal('ApiCallLimit'), '3');
    expect((asked as PlatformRateLimitedError).retryAfterMs).toBe(3000);
    expect(lazadaFailure(429, null, '0')).toBeInstanceOf(PlatformRateLimitedError);
  });

  it('a platform failure is worth another try', () => {
    expect(lazadaFailure(200, refusal('ServiceTimeout'))).toBeInstanceOf(PlatformUnavailableError);
    expect(lazadaFailure(503, null)).toBeInstanceOf(PlatformUnavailableError);
  });

  it('any other refusal is final and keeps its code', () => {
    for (const [status, code] of [
      [400, 'IncompleteSignature'],
      [200, 'InvalidCode'],
      [200, '16'],
    ] as const) {
      const error = lazadaFailure(status, refusal(code, 'why'));
      expect(error).toBeInstanceOf(PlatformRequestError);
      expect((error as PlatformRequestError).code).toBe(code);
      expect(error.message).toContain('why');
    }
  });
});
