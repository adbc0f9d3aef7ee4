import { describe, expect, it } from 'vitest';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { tiktokConnector } from '@/lib/domain/platforms/tiktok/connector';
import { tiktokGrantedTokens } from '@/lib/domain/platforms/tiktok/authorization';
import {
  tiktokProductSkus,
  tiktokProductStatus,
} from '@/lib/domain/platforms/tiktok/product-shape';
import { tiktokPushSignature } from '@/lib/domain/platforms/tiktok/sign';

const connector = tiktokConnector({
  appKey: 'fake_app_key',
  appSecret: 'fake_app_secret',
  apiBase: 'https://open-api.tiktokglobalshop.com',
  authBase: 'https://auth.tiktok-shops.com/',
});

describe('authorizeUrl', () => {
  it('is the legacy link on the auth host with app_key, state and the redirect', () => {
    const url = new URL(
      connector.authorizeUrl({ state: 'csrf 1/2', redirectUri: 'https://bo.example/cb?x=1' }),
    );
    expect(url.origin + url.pathname).toBe('https://auth.tiktok-shops.com/oauth/authorize');
    expect(url.searchParams.get('app_key')).toBe('fake_app_key');
    expect(url.searchParams.get('state')).toBe('csrf 1/2');
    expect(url.searchParams.get('redirect_uri')).toBe('https://bo.example/cb?x=1');
  });
});

describe('the connector at rest', () => {
  it('knows whether it has credentials, keeps to 50 calls a second, no window limit', () => {
    expect(connector.configured()).toBe(true);
    expect(tiktokConnector({ ...config(), appSecret: '' }).configured()).toBe(false);
    expect(connector.requestsPerSecond).toBe(50);
    expect(connector.maxWindowMs).toBeNull();
    expect(connector.platform).toBe('tiktok');
  });
});

function config() {
  return { appKey: 'k', appSecret: 's', apiBase: 'http://x', authBase: 'http://y' };
}

describe('tiktokGrantedTokens', () => {
  it('reads *_expire_in as absolute Unix seconds, not durations', () => {
    const tokens = tiktokGrantedTokens({
      access_token: 'a',
      refresh_token: 'r',
      access_token_expire_in: 1660556783,
      refresh_token_expire_in: 1691487031,
    });
    expect(tokens.accessExpiresAt!.toISOString()).toBe('2022-08-15T09:46:23.000Z');
    expect(tokens.refreshExpiresAt?.toISOString()).toBe('2023-08-08T09:30:31.000Z');
  });

  it('refuses an answer without tokens', () => {
    expect(() => tiktokGrantedTokens({ access_token: 'a' })).toThrow(PlatformRequestError);
  });
});

describe('webhooks', () => {
  const body =
    '{"type":1,"shop_id":"7494726673780148744","timestamp":1664095733,"data":{"order_id":"576684019603311365","order_status":"AWAITING_SHIPMENT","update_time":1664095610}}';
  const signature = '21109834de72ec53c9959716d8514ae388ce1f123e5ffdcafc46713fcdf62b27';

  it('verifies the documented push on its raw bytes and refuses a changed byte', () => {
    expect(connector.verifyWebhook({ rawBody: body, authorization: signature, url: '' })).toBe(
      true,
    );
    expect(
      connector.verifyWebhook({
        rawBody: body.replace('1664095610', '1664095611'),
        authorization: signature,
        url: '',
      }),
    ).toBe(false);
    expect(connector.verifyWebhook({ rawBody: body, authorization: null, url: '' })).toBe(false);
  });

  it('reads an order status push, a deauthorization and anything else', () => {
    expect(connector.parseWebhook(body)).toEqual([
      {
        shopId: '7494726673780148744',
        kind: 'order',
        platformOrderId: '576684019603311365',
        updateTime: new Date(1664095610 * 1000),
      },
    ]);
    const deauth = connector.parseWebhook(
      '{"type":6,"shop_id":"1","timestamp":1664095733,"data":{}}',
    );
    expect(deauth[0]).toMatchObject({ kind: 'deauthorized', shopId: '1', platformOrderId: null });
    const product = connector.parseWebhook(
      '{"type":5,"shop_id":"1","timestamp":1,"data":{"product_id":"9"}}',
    );
    expect(product[0]).toMatchObject({ kind: 'other' });
  });

  it('refuses a body it cannot read', () => {
    expect(() => connector.parseWebhook('not json')).toThrow(PlatformRequestError);
    expect(() => connector.parseWebhook('{"type":1}')).toThrow(PlatformRequestError);
  });

  it('signs as the SDKs do (app key + body under the secret)', () => {
    expect(tiktokPushSignature('fake_app_key', 'fake_app_secret', body)).toBe(signature);
  });
});

describe('products', () => {
  it('maps every documented product status to 0..3', () => {
    expect(tiktokProductStatus('ACTIVATE')).toBe(0);
    for (const s of ['SELLER_DEACTIVATED', 'PLATFORM_DEACTIVATED', 'FREEZE']) {
      expect(tiktokProductStatus(s)).toBe(1);
    }
    for (const s of ['DRAFT', 'PENDING', 'FAILED']) expect(tiktokProductStatus(s)).toBe(2);
    expect(tiktokProductStatus('DELETED')).toBe(3);
  });

  it("flattens the documented search answer's product to SKUs with stock and warehouse", () => {
    const skus = tiktokProductSkus({
      id: '1729592969712207008',
      title: 'Short Boat Invisible Socks',
      status: 'ACTIVATE',
      skus: [
        {
          id: '1729592969712207012',
          seller_sku: 'Color-Red-XM01',
          price: { currency: 'THB', tax_exclusive_price: '111.01', sale_price: '121.11' },
          inventory: [{ warehouse_id: '7068517275539719942', quantity: 999 }],
        },
      ],
    });
    expect(skus).toEqual([
      {
        platformItemId: '1729592969712207008',
        platformSkuId: '1729592969712207012',
        sellerSku: 'Color-Red-XM01',
        name: 'Short Boat Invisible Socks',
        price: '121.11',
        stock: 999,
        status: 0,
        imageUrl: null,
        warehouseId: '7068517275539719942',
      },
    ]);
  });
});
