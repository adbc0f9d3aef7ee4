import { SHIPPING_PROVIDER, type ShippingProviderId } from '@/lib/domain/orders/tracking';
import type { PlatformName } from '@/lib/domain/platforms/connector';

// The carrier of a platform order in our shipping provider codes, from the carrier name the
// platform gives. The spec knows five carriers; a platform carrier that is none of them
// (Flash, J&T, Ninja Van, Lazada Express...) is booked under the carrier the platform's
// own logistics stand for (Shopee: SPX; TikTok and Lazada: Kerry Express, their most used
// partner in Thailand) and its name stays on the order's timeline.

const BY_NAME: Array<[RegExp, ShippingProviderId]> = [
  [/\b(spx|shopee\s*x?press)\b/i, SHIPPING_PROVIDER.Spx],
  [/\b(kerry|kex)\b/i, SHIPPING_PROVIDER.KerryExpress],
  [/\bdhl\b/i, SHIPPING_PROVIDER.Dhl],
  [/(thai\s*post|thailand\s*post|ไปรษณีย์ไทย|\bems\b)/i, SHIPPING_PROVIDER.ThaiPost],
];

const FALLBACK: Record<PlatformName, ShippingProviderId> = {
  shopee: SHIPPING_PROVIDER.Spx,
  tiktok: SHIPPING_PROVIDER.KerryExpress,
  lazada: SHIPPING_PROVIDER.KerryExpress,
  // Pancake books its carriers itself (partner ids); Kerry Express is the common one.
  pancake: SHIPPING_PROVIDER.KerryExpress,
};

export function platformShippingProvider(
  platform: PlatformName,
  carrierName: string | null,
): ShippingProviderId {
  if (carrierName) {
    for (const [pattern, id] of BY_NAME) if (pattern.test(carrierName)) return id;
  }
  return FALLBACK[platform];
}
