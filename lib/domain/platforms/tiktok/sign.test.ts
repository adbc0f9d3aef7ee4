import { describe, expect, it } from 'vitest';
import {
  tiktokBaseString,
  tiktokPushSignature,
  tiktokSign,
} from '@/lib/domain/platforms/tiktok/sign';

// The test vectors of TikTok Shop's signing guide and of two SDKs that implement it.
const secret = 'e59af819cc';
const t2Query = {
  app_key: '68xu9ks5p4i8',
  shop_cipher: 'ROW_xkMbgAAAeVAQra0eZWebFQq5aIK',
  timestamp: '1696909648',
};

describe('tiktokSign', () => {
  it("builds the guide's base string and its sign (T1)", () => {
    const call = {
      appSecret: secret,
      path: '/authorization/202309/shops',
      query: { timestamp: '1623812664', app_key: '29a39d' },
    };
    expect(tiktokBaseString(call)).toBe(
      'e59af819cc/authorization/202309/shopsapp_key29a39dtimestamp1623812664e59af819cc',
    );
    expect(tiktokSign(call)).toBe(
      'b596b73e0cc6de07ac26f036364178ab16b0a907af13d43f0a0cd2345f582dc8',
    );
  });

  it('signs a GET with a shop cipher (T2)', () => {
    expect(tiktokSign({ appSecret: secret, path: '/event/202309/webhooks', query: t2Query })).toBe(
      'ed58e1b5e59865c22a7b828c1cab65007441f43cc91a6cb2f2cdc638e0995a37',
    );
  });

  it('signs the raw body bytes of a POST as sent, key order included (T3, T4)', () => {
    const path = '/event/202309/webhooks';
    expect(
      tiktokSign({
        appSecret: secret,
        path,
        query: t2Query,
        body: '{"event_type":"PACKAGE_UPDATE","address":"https://partner.tiktokshop.com"}',
      }),
    ).toBe('701dd6deb2389fe4c469b89bd37fc56f96a6da6afeb4d01c9077a65169752fa7');
    expect(
      tiktokSign({
        appSecret: secret,
        path,
        query: t2Query,
        body: '{"address":"https://partner.tiktokshop.com","event_type":"PACKAGE_UPDATE"}',
      }),
    ).toBe('cd0d6268252f4ba293bf7ea4c0a2873bf9beec600d22530638564ab301435f7a');
  });

  it('signs an order search: query sorted, sign and access_token left out (T5)', () => {
    expect(
      tiktokSign({
        appSecret: secret,
        path: '/order/202309/orders/search',
        query: {
          timestamp: '1623812664',
          sort_order: 'ASC',
          sort_field: 'update_time',
          shop_cipher: 'ROW_xkMbgAAAeVAQra0eZWebFQq5aIK',
          page_size: '50',
          app_key: '29a39d',
          sign: 'ignored',
          access_token: 'ignored',
        },
        body: '{"update_time_ge":1623800000,"update_time_lt":1623812000}',
      }),
    ).toBe('4d626fa1e8927974033319e87244a30d837d6ee1b0e81e9f468dc01af6517765');
  });

  it('leaves the body of a multipart upload out', () => {
    const call = { appSecret: secret, path: '/authorization/202309/shops', query: t2Query };
    expect(tiktokSign({ ...call, body: '--boundary', multipart: true })).toBe(tiktokSign(call));
  });
});

describe('tiktokPushSignature', () => {
  it('signs app key + raw body under the app secret', () => {
    const body =
      '{"type":1,"shop_id":"7494726673780148744","timestamp":1664095733,"data":{"order_id":"576684019603311365","order_status":"AWAITING_SHIPMENT","update_time":1664095610}}';
    expect(tiktokPushSignature('fake_app_key', 'fake_app_secret', body)).toBe(
      '21109834de72ec53c9959716d8514ae388ce1f123e5ffdcafc46713fcdf62b27',
    );
  });
});
