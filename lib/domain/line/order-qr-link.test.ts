import { describe, expect, it } from 'vitest';
import {
  orderQrUrl,
  readOrderQr,
  signOrderQr,
  ORDER_QR_DAYS,
} from '@/lib/domain/line/order-qr-link';

const SECRET = 'x'.repeat(40);
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

describe('the signed address of an order QR', () => {
  it('reads back what it signed until it expires', () => {
    const claim = { enterpriseId: 3, orderId: 42, exp: NOW / 1000 + 60 };
    const token = signOrderQr(claim, SECRET);
    expect(readOrderQr(token, NOW, SECRET)).toEqual(claim);
    expect(readOrderQr(token, NOW + 60_000, SECRET)).toBeNull();
  });

  it('refuses a tampered token, another secret and junk', () => {
    const token = signOrderQr({ enterpriseId: 3, orderId: 42, exp: NOW / 1000 + 60 }, SECRET);
    const [data, sig] = token.split('.');
    const other = Buffer.from(JSON.stringify([3, 43, NOW / 1000 + 60])).toString('base64url');
    expect(readOrderQr(`${other}.${sig}`, NOW, SECRET)).toBeNull();
    expect(readOrderQr(`${data}.${sig!.slice(1)}`, NOW, SECRET)).toBeNull();
    expect(readOrderQr(token, NOW, 'y'.repeat(40))).toBeNull();
    for (const junk of ['', '.', 'abc', `${token}.x`, '999999999'])
      expect(readOrderQr(junk, NOW, SECRET)).toBeNull();
  });

  it('makes an address under the app, valid for the set days', () => {
    const url = new URL(orderQrUrl(3, 42, NOW, 'https://shop.example/'));
    expect(url.origin).toBe('https://shop.example');
    expect(url.pathname.startsWith('/api/line/qr/')).toBe(true);
    const token = url.pathname.slice('/api/line/qr/'.length);
    // The default secret is the app's; read it back with the claim's own expiry.
    const [data] = token.split('.');
    const [, , exp] = JSON.parse(Buffer.from(data!, 'base64url').toString()) as number[];
    expect(exp).toBe(NOW / 1000 + ORDER_QR_DAYS * 86_400);
  });
});
