// Thai tax identification number (เลขประจำตัวผู้เสียภาษีอากร): 13 digits, the same
// scheme as the national id. Digit i (from 0) of the first twelve weighs 13 - i; the
// thirteenth is (11 - sum mod 11) mod 10.

/** Digits only: people type the id with dashes or spaces (0-1055-51234-56-7). */
export const normaliseTaxId = (value: string): string => value.replace(/[\s-]/g, '');

export function thaiTaxIdCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error('a Thai tax id starts with 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** 13 digits (after dashes and spaces are dropped) with the right check digit. */
export function isValidThaiTaxId(value: string): boolean {
  const digits = normaliseTaxId(value);
  return /^\d{13}$/.test(digits) && thaiTaxIdCheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}
