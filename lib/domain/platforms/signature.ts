import { createHmac, timingSafeEqual } from 'node:crypto';

// The selling platforms sign every call and every push with HMAC-SHA256 over a base string
// each platform builds its own way (lib/domain/platforms/<platform>/sign.ts).

/** HMAC-SHA256 of `message` under `key`, as lowercase hex. */
export function hmacSha256Hex(key: string, message: string | Buffer): string {
  return createHmac('sha256', key).update(message).digest('hex');
}

/**
 * Does a signature a caller sent equal the one we computed? Compared in constant time, so
 * a forger learns nothing from how long a refusal takes; case-insensitive hex.
 */
export function sameSignature(expectedHex: string, givenHex: string | null | undefined): boolean {
  if (!givenHex) return false;
  const expected = Buffer.from(expectedHex.toLowerCase(), 'utf8');
  const given = Buffer.from(givenHex.trim().toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
