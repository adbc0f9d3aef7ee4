import { describe, expect, it } from 'vitest';
import {
  linesReplaceable,
  platformOrderStatusAfter,
} from '@/lib/domain/platforms/orders/platform-order-status';
import { platformShippingProvider } from '@/lib/domain/platforms/orders/shipping-provider';

const packed = new Date('2026-11-20T03:00:00Z');

describe('platformOrderStatusAfter', () => {
  it('takes the platform status while our station has not packed the order', () => {
    expect(platformOrderStatusAfter({ status: 100, packedAt: null }, 111)).toBe(111);
    expect(platformOrderStatusAfter({ status: 111, packedAt: null }, 140)).toBe(140);
    expect(platformOrderStatusAfter({ status: 111, packedAt: null }, 121)).toBe(121);
  });
  it('keeps a packed order where it is when the platform has not seen the hand-over yet', () => {
    expect(platformOrderStatusAfter({ status: 112, packedAt: packed }, 111)).toBe(112);
    expect(platformOrderStatusAfter({ status: 121, packedAt: packed }, 100)).toBe(121);
    expect(platformOrderStatusAfter({ status: 112, packedAt: packed }, 121)).toBe(121);
    expect(platformOrderStatusAfter({ status: 112, packedAt: packed }, 140)).toBe(140);
  });
  it('keeps our own return receipt and claim', () => {
    expect(platformOrderStatusAfter({ status: 141, packedAt: packed }, 998)).toBe(141);
    expect(platformOrderStatusAfter({ status: 142, packedAt: packed }, 122)).toBe(142);
  });
});

describe('linesReplaceable', () => {
  it('only before the packing', () => {
    expect(linesReplaceable({ status: 111, packedAt: null })).toBe(true);
    expect(linesReplaceable({ status: 100, packedAt: null })).toBe(true);
    expect(linesReplaceable({ status: 111, packedAt: packed })).toBe(false);
    expect(linesReplaceable({ status: 121, packedAt: null })).toBe(false);
  });
});

describe('platformShippingProvider', () => {
  it('reads the carrier names the platforms give', () => {
    expect(platformShippingProvider('tiktok', 'Kerry Express')).toBe(2);
    expect(platformShippingProvider('shopee', 'SPX Express')).toBe(7);
    expect(platformShippingProvider('lazada', 'Thailand Post')).toBe(1);
    expect(platformShippingProvider('lazada', 'ไปรษณีย์ไทย')).toBe(1);
    expect(platformShippingProvider('tiktok', 'DHL eCommerce')).toBe(5);
  });
  it("falls back to the carrier of the platform's own logistics", () => {
    expect(platformShippingProvider('shopee', 'Flash Express')).toBe(7);
    expect(platformShippingProvider('tiktok', null)).toBe(2);
    expect(platformShippingProvider('lazada', 'J&T Express')).toBe(2);
  });
});
