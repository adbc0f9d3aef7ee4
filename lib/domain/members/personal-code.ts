import { randomInt } from 'node:crypto';

// A member's personal single-use code (docs/members.md, Assigning): the coupon's code, a
// dash and eight characters from an alphabet without look-alikes (0/O, 1/I/L), so a packer
// can type it off a phone screen. 32^8 (about 10^12) per coupon: a clash is checked anyway.

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const RANDOM_LENGTH = 8;
/** member_coupons.coupon_code is VARCHAR(60). */
const MAX_LENGTH = 60;

export function personalCode(couponCode: string, pick = (n: number) => randomInt(n)): string {
  let tail = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) tail += ALPHABET[pick(ALPHABET.length)];
  const prefix = couponCode.toUpperCase().slice(0, MAX_LENGTH - RANDOM_LENGTH - 1);
  return `${prefix}-${tail}`;
}
