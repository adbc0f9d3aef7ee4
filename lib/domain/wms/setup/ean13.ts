// EAN-13 (GS1): 12 data digits and a check digit. Weights 1 and 3 alternate from the
// left; the check digit brings the weighted sum up to a multiple of 10. Codes starting
// 20-29 are GS1's "restricted circulation" range: free for a shop's own products, never
// issued to a brand, so a generated code cannot clash with a bought product's barcode.

/** 13 digits: what a scanner or a person would take for an EAN-13. */
export const EAN13_PATTERN = /^\d{13}$/;

/** The in-store range of generated codes: first two digits 20 to 29. */
export const IN_STORE_PREFIXES = ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'];

/** The check digit of 12 data digits. */
export function ean13CheckDigit(data12: string): number {
  if (!/^\d{12}$/.test(data12)) throw new Error('EAN-13 data must be 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(data12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** 13 digits whose last one is the right check digit. */
export function isValidEan13(code: string): boolean {
  return EAN13_PATTERN.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

export const looksLikeEan13 = (code: string): boolean => EAN13_PATTERN.test(code);

/**
 * A barcode is acceptable when it is not an EAN-13 at all (Code 128 text, an internal
 * code) or is a correct one: 13 digits with a wrong check digit are a typing mistake.
 */
export const barcodeCheckDigitOk = (code: string): boolean =>
  !looksLikeEan13(code) || isValidEan13(code);

export const isInStoreEan13 = (code: string): boolean =>
  isValidEan13(code) && IN_STORE_PREFIXES.includes(code.slice(0, 2));

/**
 * A uniformly random integer in [0, max) from the Web Crypto API (in Node and browsers
 * alike: this module is shared with the forms, so it imports nothing from node:*).
 */
export function secureRandomInt(max: number): number {
  if (!Number.isInteger(max) || max < 1 || max > 256) throw new Error('max must be 1..256');
  const limit = 256 - (256 % max);
  const byte = new Uint8Array(1);
  do globalThis.crypto.getRandomValues(byte);
  while (byte[0]! >= limit);
  return byte[0]! % max;
}

/** A random in-store EAN-13: "2", a digit 0-9, ten random digits, the check digit. */
export function randomInStoreEan13(random: (max: number) => number = secureRandomInt): string {
  let data = `2${random(10)}`;
  for (let i = 0; i < 10; i++) data += String(random(10));
  return `${data}${ean13CheckDigit(data)}`;
}
