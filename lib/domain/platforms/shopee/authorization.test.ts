import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { grantedTokens, shopeeAuthorizeUrl } from '@/lib/domain/platforms/shopee/authorization';

const config = {
  partnerId: 1000016,
  partnerKey: '57615053704d6470644f554a78656d50484143644964436a5568777544524579',
  apiBase: 'https://openplatform.sandbox.test-stable.shopee.sg',
};

describe('shopeeAuthorizeUrl', () => {
  const now = 1657254106_000;
  const url = new URL(
    shopeeAuthorizeUrl(
      config,
      { state: 'st-123', redirectUri: 'https://bo.example/api/platforms/shopee/callback' },
      now,
    ),
  );

  it('is auth_partner on the API host with partner, timestamp in seconds and redirect', () => {
    expect(url.origin + url.pathname).toBe(
      'https://openplatform.sandbox.test-stable.shopee.sg/api/v2/shop/auth_partner',
    );
    expect(url.searchParams.get('partner_id')).toBe('1000016');
    expect(url.searchParams.get('timestamp')).toBe('1657254106');
  });

  it('is signed as a public call: partner_id + path + timestamp', () => {
    const base = '1000016/api/v2/shop/auth_partner1657254106';
    expect(url.searchParams.get('sign')).toBe(
      createHmac('sha256', config.partnerKey).update(base).digest('hex'),
    );
  });

  it('carries the state inside the redirect, which Shopee returns to', () => {
    const redirect = new URL(url.searchParams.get('redirect')!);
    expect(redirect.origin + redirect.pathname).toBe(
      'https://bo.example/api/platforms/shopee/callback',
    );
    expect(redirect.searchParams.get('state')).toBe('st-123');
  });
});

describe('grantedTokens', () => {
  it('turns expire_in seconds into a date and gives the refresh token its 30 days', () => {
    const now = Date.UTC(2026, 0, 1);
    const tokens = grantedTokens({ access_token: 'a', refresh_token: 'r', expire_in: 14400 }, now);
    expect(tokens.accessExpiresAt!.toISOString()).toBe('2026-01-01T04:00:00.000Z');
    expect(tokens.refreshExpiresAt?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });

  it('refuses an answer without tokens', () => {
    expect(() => grantedTokens({ error: '', message: '' })).toThrow();
  });
});
