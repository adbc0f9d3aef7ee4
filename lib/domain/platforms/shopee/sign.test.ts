import { describe, expect, it } from 'vitest';
import {
  shopeeBaseString,
  shopeePushSignature,
  shopeeSign,
  type ShopeeSignedCall,
} from '@/lib/domain/platforms/shopee/sign';

// The key of the PHP demo in Shopee's "API calls" guide, with the guide's base strings.
const partnerKey = '57615053704d6470644f554a78656d50484143644964436a5568777544524579';
const shop = { partnerId: 2001887, timestamp: 1655714431 };
const token = { accessToken: '59777174636562737266615546704c6d', shopId: 14701711 };

describe('shopeeSign', () => {
  const cases: Array<[ShopeeSignedCall, string, string]> = [
    [
      { kind: 'shop', ...shop, path: '/api/v2/shop/get_shop_info', ...token },
      '2001887/api/v2/shop/get_shop_info165571443159777174636562737266615546704c6d14701711',
      'b914bea03c13799deb036bb9d10e689f5a6bade160c44af568646f1ef7d796c1',
    ],
    [
      { kind: 'public', ...shop, path: '/api/v2/public/get_shops_by_partner' },
      '2001887/api/v2/public/get_shops_by_partner1655714431',
      '60ab8c4a535009ab33b8a0029ee18a667ef6eaeb16481ed3d573a5059122d4df',
    ],
    [
      { kind: 'public', partnerId: 1000016, timestamp: 1657263479, path: '/api/v2/auth/token/get' },
      '1000016/api/v2/auth/token/get1657263479',
      '38747705d4d60fea41da39637d9dc43b666ad46e88de754967d764848898d134',
    ],
    [
      { kind: 'shop', ...shop, path: '/api/v2/order/get_order_list', ...token },
      '2001887/api/v2/order/get_order_list165571443159777174636562737266615546704c6d14701711',
      '0d4c4ad50011993da2000f0aa298092b6b5717d79660bff5104cddf8eead3d78',
    ],
  ];

  it.each(cases)('builds %#: the base string and its sign', (call, base, sign) => {
    expect(shopeeBaseString(call)).toBe(base);
    expect(shopeeSign(partnerKey, call)).toBe(sign);
  });

  it('orders a merchant call as partner, path, time, token, merchant', () => {
    expect(
      shopeeBaseString({
        kind: 'merchant',
        ...shop,
        path: '/api/v2/merchant/get_shop_list_by_merchant',
        accessToken: 'tok',
        merchantId: 77,
      }),
    ).toBe('2001887/api/v2/merchant/get_shop_list_by_merchant1655714431tok77');
  });
});

describe('shopeePushSignature', () => {
  it('signs callback url + "|" + raw body under the partner key', () => {
    const body =
      '{"shop_id": 123, "code": 1, "success": 1, "extra": "shop_id 123 is authorized successfully", "data": {"more_info": "more info"}, "timestamp": 1470198856}';
    expect(shopeePushSignature(partnerKey, 'http://www.example.com/example/uri', body)).toBe(
      '6ef83c5af6faa0581eaf58942d376cdea501e6105f83e68b610b0cf3d5c5adc0',
    );
  });
});
