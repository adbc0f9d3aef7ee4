import { AppError } from '@/lib/errors';

// ---------------------------------------------------------------------------------------
// Tracking numbers per shipping provider (`order.invalidTracking`).
// Pure: no I/O. The input is normalised first (trimmed, upper case, spaces and dashes
// dropped, as labels print them in groups: "EE 1234 5678 5 TH"); the normalised value is
// what gets stored and searched.
//
// Sources, and how sure each rule is:
// - Thai Post: UPU standard S10 (item identifier: 2 letters service indicator, 8 digit
//   serial, 1 check digit, 2 letter ISO country code of the issuing post; weights
//   8 6 4 2 3 5 9 7, check = 11 - (sum mod 11), 10 -> 0, 11 -> 5). Thailand Post issues
//   them with "TH" (EMS "E?", registered "R?", parcels "C?"...). Exact, checked digit.
// - Kerry Express Thailand: no published format. What public trackers and shipping labels
//   show: "SHP" + digits for parcel-shop drop-offs (a public tracking guide: "kerry
//   mostly starts with SHP"), "KERTH" / "KEX" + digits for
//   account and marketplace shipments, and plain 10-13 digit consignment numbers. Rule:
//   one of those prefixes + 8-13 digits, or 10-13 digits. Permissive on purpose (length
//   ranges) because Kerry does not document the lengths; the prefixes are not guessed wider.
// - DHL eCommerce Thailand: DHL's own page of its tracking id formats,
//   dhl.com/th-th/home/tracking/id-labels.html ("DHL eCommerce:
//   usually starts with GM, LX, RX or up to five letters; 10 to 39 characters", examples
//   GM99999999999, 999999999999999999; DHL Express: 10 digits). Thai shipment ids carry the
//   pickup account prefix, e.g. "TH" or "THBKK" + digits. Rule: up to 5 letters, then
//   digits only, 10-39 characters in all (a 10 digit waybill included).
// - SPX (Shopee Express) Thailand: "TH" + 12-14 digits + one check letter, e.g.
//   TH240123456789A (labels and public trackers; Shopee publishes no specification).
// - The provider's own courier: free text the seller types, 4-40 of A-Z, 0-9, space and
//   dash (the spaces and dashes are dropped like for every provider).
// ---------------------------------------------------------------------------------------

/** Shipping providers: the carriers an order can be sent with. */
export const SHIPPING_PROVIDER = {
  ThaiPost: 1,
  KerryExpress: 2,
  Dhl: 5,
  OwnCourier: 6,
  Spx: 7,
} as const;

export type ShippingProviderId = (typeof SHIPPING_PROVIDER)[keyof typeof SHIPPING_PROVIDER];

export const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/** Longer input than this is refused before any pattern runs. */
const MAX_INPUT_LENGTH = 100;

/** Trim, upper case, and drop every space and dash. */
export function normaliseTracking(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}

/** The S10 check digit of an 8 digit serial (UPU S10). */
export function s10CheckDigit(serial: string): number {
  if (!/^\d{8}$/.test(serial)) throw new RangeError('an S10 serial is 8 digits');
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(serial[i]) * S10_WEIGHTS[i]!;
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

type Rule = { name: string; check: (n: string) => string | null };

const RULES: Record<ShippingProviderId, Rule> = {
  [SHIPPING_PROVIDER.ThaiPost]: {
    name: 'Thai Post',
    check: (n) => {
      const m = /^[A-Z]{2}(\d{8})(\d)TH$/.exec(n);
      if (!m) return 'expected 2 letters, 9 digits and TH (e.g. EE123456785TH)';
      return s10CheckDigit(m[1]!) === Number(m[2]) ? null : 'wrong check digit';
    },
  },
  [SHIPPING_PROVIDER.KerryExpress]: {
    name: 'Kerry Express',
    check: (n) =>
      /^(?:(?:SHP|KERTH|KEX)\d{8,13}|\d{10,13})$/.test(n)
        ? null
        : 'expected SHP, KERTH or KEX and 8-13 digits, or 10-13 digits',
  },
  [SHIPPING_PROVIDER.Dhl]: {
    name: 'DHL',
    check: (n) =>
      /^[A-Z]{0,5}\d+$/.test(n) && n.length >= 10 && n.length <= 39
        ? null
        : 'expected up to 5 letters then digits, 10-39 characters',
  },
  [SHIPPING_PROVIDER.OwnCourier]: {
    name: 'own courier',
    check: (n) => (/^[A-Z0-9]{4,40}$/.test(n) ? null : 'expected 4-40 letters or digits'),
  },
  [SHIPPING_PROVIDER.Spx]: {
    name: 'SPX',
    check: (n) => (/^TH\d{12,14}[A-Z]$/.test(n) ? null : 'expected TH, 12-14 digits and a letter'),
  },
};

export function isShippingProviderId(id: unknown): id is ShippingProviderId {
  return typeof id === 'number' && Object.hasOwn(RULES, id);
}

/**
 * The normalised tracking number when it fits the provider's format; else 422
 * `order.invalidTracking` with the reason. An unknown provider is `common.invalidParameter`.
 */
export function validateTracking(providerId: number, trackingNumber: string): string {
  if (!isShippingProviderId(providerId))
    throw new AppError('common.invalidParameter', 'shipping_provider_id: unknown provider');
  const rule = RULES[providerId];
  const fail = (reason: string) => new AppError('order.invalidTracking', `${rule.name}: ${reason}`);
  if (trackingNumber.length > MAX_INPUT_LENGTH) throw fail('too long');
  const trimmed = trackingNumber.trim().toUpperCase();
  if (!/^[A-Z0-9\s-]*$/.test(trimmed)) throw fail('only letters, digits, spaces and dashes');
  const n = normaliseTracking(trimmed);
  if (n === '') throw fail('empty');
  const reason = rule.check(n);
  if (reason) throw fail(reason);
  return n;
}
