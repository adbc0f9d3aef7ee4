import { describe, expect, it } from 'vitest';
import { parseLazadaPush, verifyLazadaPush } from '@/lib/domain/platforms/lazada/webhook';

describe('verifyLazadaPush', () => {
  // The vector of Lazada's push guide.
  const rawBody = '{"seller_id":"1234567", "message_type":0, "data":{...}..}';
  const signature = 'f3d2ca947f16a50b577c036adecd18bec126ea19cadedd59816e255d3b6104ab';
  const delivery = { rawBody, authorization: signature, url: 'https://shop.example/hook' };

  it('accepts the signature over app key + raw body, in either case', () => {
    expect(verifyLazadaPush('123456', '3412gyo124goi3124', delivery)).toBe(true);
    expect(
      verifyLazadaPush('123456', '3412gyo124goi3124', {
        ...delivery,
        authorization: signature.toUpperCase(),
      }),
    ).toBe(true);
  });

  it('refuses another body, another key, or no signature', () => {
    expect(
      verifyLazadaPush('123456', '3412gyo124goi3124', { ...delivery, rawBody: `${rawBody} ` }),
    ).toBe(false);
    expect(verifyLazadaPush('654321', '3412gyo124goi3124', delivery)).toBe(false);
    expect(
      verifyLazadaPush('123456', '3412gyo124goi3124', { ...delivery, authorization: null }),
    ).toBe(false);
    expect(verifyLazadaPush('', '', delivery)).toBe(false);
  });
});

describe('parseLazadaPush', () => {
  it('reads the documented trade order message (status_update_time in seconds)', () => {
    const body = `{
     "seller_id":"1234567",
     "message_type":0,
       "data":{
          "order_status":"unpaid",
          "trade_order_id":"260422900198363",
          "trade_order_line_id":"260422900298363",
          "status_update_time":1603698638
       },
       "timestamp":1603766859530,
       "site":"lazada_vn"
    }`;
    expect(parseLazadaPush(body)).toEqual([
      {
        shopId: '1234567',
        kind: 'order',
        platformOrderId: '260422900198363',
        updateTime: new Date(1603698638 * 1000),
      },
    ]);
  });

  it('reads the reverse order message, whose ids are numbers, without rounding them', () => {
    const body =
      '{"seller_id":"12345","message_type":10,"data":{"reverse_order_id":658960600102006,' +
      '"reverse_status":"RTM_INIT","trade_order_id":41655732470200612,"status_update_time":1626767698},' +
      '"timestamp":1627889609,"site":"lazada_sg"}';
    expect(parseLazadaPush(body)[0]).toMatchObject({
      kind: 'order',
      platformOrderId: '41655732470200612',
    });
  });

  it('acknowledges the other messages, and refuses what is not a Lazada push', () => {
    const expiry =
      '{"seller_id":"null","message_type":8,"data":{"app_key":"115527","auth_expiry_time":1627542238,"seller_id":"1000165972"},"timestamp":1627416758,"site":"lazada_ph"}';
    expect(parseLazadaPush(expiry)).toEqual([
      { shopId: '1000165972', kind: 'other', platformOrderId: null, updateTime: null },
    ]);
    expect(() => parseLazadaPush('not json')).toThrow(/JSON/);
    expect(() => parseLazadaPush('{"message_type":0}')).toThrow(/seller_id/);
  });
});
