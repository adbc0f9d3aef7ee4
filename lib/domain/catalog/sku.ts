import { randomBytes } from 'node:crypto';

// Generated SKUs: an optional prefix, then 8 characters from 32 that cannot be misread
// (no 0/O, no 1/I): 32^8, about 1.1 million million per prefix. 32 divides 256, so a
// random byte masked to 5 bits picks each character without bias.

export const SKU_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const RANDOM_PART_LENGTH = 8;

export function randomSku(prefix = '', random: (n: number) => Buffer = randomBytes): string {
  const bytes = random(RANDOM_PART_LENGTH);
  let out = '';
  for (let i = 0; i < RANDOM_PART_LENGTH; i++) out += SKU_ALPHABET[bytes[i]! & 31];
  return `${prefix.toUpperCase()}${out}`;
}

/** n different random SKUs with the same prefix. */
export function randomSkus(
  prefix: string,
  n: number,
  random: (n: number) => Buffer = randomBytes,
): string[] {
  const out = new Set<string>();
  // Bounded: with a fixed random source repeating itself this ends instead of spinning.
  for (let tries = 0; out.size < n && tries < n * 10; tries++) out.add(randomSku(prefix, random));
  return [...out];
}
