import { describe, expect, it } from 'vitest';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { parseShopeePush, verifyShopeePush } from '@/lib/domain/platforms/shopee/webhook';

// The push example of Shopee's guide, signed under the key of its PHP demo.
const key = '57615053704d6470644f554a78656d50484143644964436a5568777544524579';
const url = 'http://www.example.com/example/uri';
const body =
  '{"shop_id": 123, "code": 1, "success": 1, "extra": "shop_id 123 is authorized successfully", "data": {"more_info": "more info"}, "timestamp": 1470198856}';
const sign = '6ef83c5af6faa0581eaf58942d376cdea501e6105f83e68b610b0cf3d5c5adc0';

describe('verifyShopeePush', () => {
  it('accepts the signature over url | raw body', () => {
    expect(verifyShopeePush(key, { rawBody: body, authorization: sign, url })).toBe(true);
    expect(verifyShopeePush(key, { rawBody: body, authorization: sign.toUpperCase(), url })).toBe(
      true,
    );
  });

  it('refuses a changed body, another url, a missing header or no key', () => {
    expect(
      verifyShopeePush(key, { rawBody: body.replace('123', '124'), authorization: sign, url }),
    ).toBe(false);
    expect(verifyShopeePush(key, { rawBody: body, authorization: sign, url: `${url}/` })).toBe(
      false,
    );
    expect(verifyShopeePush(key, { rawBody: body, authorization: null, url })).toBe(false);
    expect(verifyShopeePush(null, { rawBody: body, authorization: sign, url })).toBe(false);
  });
});

describe('parseShopeePush', () => {
  it('reads an order status push (code 3)', () => {
    expect(
      parseShopeePush(
        '{"data":{"ordersn":"2404098R48U37H","status":"READY_TO_SHIP","completed_scenario":"","update_time":1712650000},"shop_id":600000,"code":3,"timestamp":1712650001}',
      ),
    ).toEqual([
      {
        shopId: '600000',
        kind: 'order',
        platformOrderId: '2404098R48U37H',
        updateTime: new Date(1712650000 * 1000),
      },
    ]);
  });

  it('reads a tracking number push (code 4) as about the order', () => {
    const [event] = parseShopeePush(
      '{"data":{"ordersn":"A1","tracking_no":"TH1","package_number":"P1"},"shop_id":1,"code":4,"timestamp":10}',
    );
    expect(event).toMatchObject({ kind: 'order', platformOrderId: 'A1' });
    expect(event!.updateTime).toEqual(new Date(10_000));
  });

  it('reads a cancelled authorization (code 2) and other pushes', () => {
    expect(parseShopeePush('{"shop_id":5,"code":2,"timestamp":1,"data":{}}')[0]!.kind).toBe(
      'deauthorized',
    );
    expect(parseShopeePush(body)[0]).toMatchObject({ shopId: '123', kind: 'other' });
  });

  it('refuses a body it cannot read', () => {
    expect(() => parseShopeePush('not json')).toThrow(PlatformRequestError);
    expect(() => parseShopeePush('[1]')).toThrow(PlatformRequestError);
    expect(() => parseShopeePush('{"code":3}')).toThrow(PlatformRequestError);
  });
});
