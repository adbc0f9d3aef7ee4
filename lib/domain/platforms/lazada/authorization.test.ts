import { describe, expect, it } from 'vitest';
import {
  authorizedShops,
  grantedTokens,
  lazadaAuthorizeUrl,
} from '@/lib/domain/platforms/lazada/authorization';

describe('lazadaAuthorizeUrl', () => {
  it("is the auth host's authorize page, outside its /rest API path", () => {
    const url = new URL(
      lazadaAuthorizeUrl({
        authBase: 'https://auth.lazada.com/rest',
        appKey: '123456',
        redirectUri: 'https://shop.example/api/platforms/lazada/callback',
        state: 'csrf-1',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.lazada.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      force_auth: 'true',
      redirect_uri: 'https://shop.example/api/platforms/lazada/callback',
      client_id: '123456',
      state: 'csrf-1',
    });
  });
});

// The token answer of Lazada's GenerateAccessToken example, with a Thai seller added.
const answer = {
  access_token: '50000601c30atpedfgu3LVvik87Ixlsvle3mSoB7701ceb156fPunYZ43GBg',
  country: 'sg',
  refresh_token: '500016000300bwa2WteaQyfwBMnPxurcA0mXGhQdTt18356663CfcDTYpWoi',
  account_id: '7063844',
  code: '0',
  account_platform: 'seller_center',
  refresh_expires_in: '60',
  country_user_info: [{ country: 'SG', user_id: '1001', seller_id: '1001', short_code: 'SG1001' }],
  expires_in: '10',
  request_id: '0ba2887315178178017221014',
  account: 'xxx@126.com',
};

describe('grantedTokens', () => {
  it('counts expires_in and refresh_expires_in as seconds from now', () => {
    const now = Date.parse('2026-11-27T00:00:00Z');
    expect(grantedTokens(answer, now)).toEqual({
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      accessExpiresAt: new Date(now + 10_000),
      refreshExpiresAt: new Date(now + 60_000),
    });
  });

  it('refuses an answer without an access token', () => {
    expect(() => grantedTokens({ code: '0' })).toThrow(/access_token/);
  });
});

describe('authorizedShops', () => {
  it("opens the account's Thai seller only", () => {
    expect(authorizedShops(answer)).toEqual([]);
    const thai = {
      ...answer,
      country_user_info_list: [{ country: 'th', seller_id: '200012', user_id: '9' }],
    };
    expect(authorizedShops(thai)).toEqual([
      { shopId: '200012', name: 'xxx@126.com', cipher: null, region: 'TH' },
    ]);
  });
});
