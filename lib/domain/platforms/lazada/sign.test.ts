import { describe, expect, it } from 'vitest';
import {
  lazadaBaseString,
  lazadaPushSignature,
  lazadaSign,
} from '@/lib/domain/platforms/lazada/sign';

// The vectors of Lazada Open Platform's signature guide and push guide.
describe('lazadaSign', () => {
  const call = {
    appSecret: 'helloworld',
    path: '/order/get',
    params: {
      app_key: '123456',
      access_token: 'test',
      timestamp: '1517820392000',
      sign_method: 'sha256',
      order_id: '1234',
    },
  };

  it("builds the guide's base string and its UPPERCASE sign", () => {
    expect(lazadaBaseString(call)).toBe(
      '/order/getaccess_tokentestapp_key123456order_id1234sign_methodsha256timestamp1517820392000',
    );
    expect(lazadaSign(call)).toBe(
      '4190D32361CFB9581350222F345CB77F3B19F0E31D162316848A2C1FFD5FAB4A',
    );
  });

  it('leaves out the sign itself and empty values', () => {
    expect(lazadaSign({ ...call, params: { ...call.params, sign: 'X', note: '' } })).toBe(
      lazadaSign(call),
    );
  });
});

describe('lazadaPushSignature', () => {
  it('signs app key + raw body under the app secret', () => {
    expect(
      lazadaPushSignature(
        '123456',
        '3412gyo124goi3124',
        '{"seller_id":"1234567", "message_type":0, "data":{...}..}',
      ),
    ).toBe('f3d2ca947f16a50b577c036adecd18bec126ea19cadedd59816e255d3b6104ab');
  });
});
