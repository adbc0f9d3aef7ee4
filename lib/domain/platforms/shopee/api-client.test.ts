import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PlatformAuthRevokedError,
  PlatformRateLimitedError,
  PlatformRequestError,
  PlatformTokenExpiredError,
  PlatformUnavailableError,
} from '@/lib/domain/platforms/platform-errors';
import { shopeeFailure, signedUrl } from '@/lib/domain/platforms/shopee/api-client';

describe('shopeeFailure', () => {
  it('is null on success', () => {
    expect(shopeeFailure(200, { error: '', message: '' })).toBeNull();
    expect(shopeeFailure(200, {})).toBeNull();
  });

  it.each([
    [403, 'invalid_acceess_token', 'Invalid access_token.'],
    [403, 'invalid_access_token', 'Invalid access_token.'],
    [403, 'error_auth', 'Invalid access_token.'],
    [401, 'invalid_acceess_token', 'Invalid access_token.'],
  ])('an expired or invalid token (%s %s) is PlatformTokenExpiredError', (status, error, msg) => {
    expect(shopeeFailure(status, { error, message: msg })).toBeInstanceOf(
      PlatformTokenExpiredError,
    );
  });

  it.each([
    'error_shop_refresh_token',
    'refresh_token_expired',
    'shop_access_expired',
    'shop_no_linked',
  ])('a refused refresh token or authorization (%s) is PlatformAuthRevokedError', (error) => {
    expect(shopeeFailure(403, { error, message: 'x' })).toBeInstanceOf(PlatformAuthRevokedError);
  });

  it('HTTP 429 and Shopee "too many requests" are PlatformRateLimitedError', () => {
    const limited = shopeeFailure(429, { error: 'error_server', message: '' }, '2');
    expect(limited).toBeInstanceOf(PlatformRateLimitedError);
    expect((limited as PlatformRateLimitedError).retryAfterMs).toBe(2000);
    expect(
      shopeeFailure(200, {
        error: 'error_server',
        message: 'Too many requests, please try again later',
      }),
    ).toBeInstanceOf(PlatformRateLimitedError);
  });

  it('5xx and a platform failure are PlatformUnavailableError', () => {
    expect(shopeeFailure(500, null)).toBeInstanceOf(PlatformUnavailableError);
    expect(shopeeFailure(503, { error: '', message: '' })).toBeInstanceOf(PlatformUnavailableError);
    expect(
      shopeeFailure(200, {
        error: 'error_server',
        message: 'System error. Please try again later.',
      }),
    ).toBeInstanceOf(PlatformUnavailableError);
  });

  it('other refusals are PlatformRequestError with the error word', () => {
    const sign = shopeeFailure(403, { error: 'error_sign', message: 'Wrong sign.' });
    expect(sign).toBeInstanceOf(PlatformRequestError);
    expect((sign as PlatformRequestError).code).toBe('error_sign');
    const window = shopeeFailure(400, {
      error: 'order.order_list_invalid_time',
      message: 'Start time must be earlier than end time and diff in 15 days.',
    });
    expect((window as PlatformRequestError).code).toBe('order.order_list_invalid_time');
    expect(shopeeFailure(404, null)).toBeInstanceOf(PlatformRequestError);
  });
});

describe('signedUrl', () => {
  const config = { partnerId: 2001887, partnerKey: 'k3y', apiBase: 'https://shopee.test' };

  it('puts the common parameters in the query and signs partner, path, time, token, shop', () => {
    const url = signedUrl(config, {
      method: 'GET',
      path: '/api/v2/product/get_item_list',
      shop: { shopId: '14701711', accessToken: 'tok' },
      query: { offset: 0, item_status: ['NORMAL', 'UNLIST'], cursor: undefined },
    });
    const q = url.searchParams;
    expect(url.pathname).toBe('/api/v2/product/get_item_list');
    expect(q.getAll('item_status')).toEqual(['NORMAL', 'UNLIST']);
    expect(q.has('cursor')).toBe(false);
    expect(q.get('partner_id')).toBe('2001887');
    expect(q.get('access_token')).toBe('tok');
    expect(q.get('shop_id')).toBe('14701711');
    const base = `2001887/api/v2/product/get_item_list${q.get('timestamp')}tok14701711`;
    expect(q.get('sign')).toBe(createHmac('sha256', 'k3y').update(base).digest('hex'));
    expect(Math.abs(Number(q.get('timestamp')) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('refuses to call without credentials', () => {
    expect(() =>
      signedUrl({ ...config, partnerKey: null }, { method: 'GET', path: '/api/v2/x' }),
    ).toThrow(PlatformRequestError);
  });
});
