// Thai telephone numbers as customers type them: "081-234-5678", "(02) 123 4567",
// "+66 81 234 5678". Stored as the ten (mobile) or nine (landline) digits of the national
// form, so that the same number typed two ways is the same number. Pure: phone.test.ts.

/** Mobile: 06, 08 or 09 and eight more digits. */
const MOBILE = /^0[689]\d{8}$/;
/** Landline: 02 (Bangkok) or 03-07 (provinces) and seven more digits. */
const LANDLINE = /^0[2-7]\d{7}$/;
/** What may sit between the digits. */
const SEPARATORS = /[\s\-().]/g;

/** The national digits of a Thai mobile or landline number, or null when it is not one. */
export function normaliseThaiPhone(input: string): string | null {
  let s = input.trim().replace(SEPARATORS, '');
  // The country code, with or without the trunk 0 people often leave in ("+66 081...").
  const national = (rest: string) => `0${rest.replace(/^0/, '')}`;
  if (s.startsWith('+66')) s = national(s.slice(3));
  else if (s.startsWith('0066')) s = national(s.slice(4));
  else if (/^66\d{8,9}$/.test(s)) s = national(s.slice(2));
  if (!/^\d+$/.test(s)) return null;
  return MOBILE.test(s) || LANDLINE.test(s) ? s : null;
}

/** "0812345678" → "081-234-5678", "021234567" → "02-123-4567", "053123456" → "053-123-456". */
export function formatThaiPhone(digits: string | null | undefined): string {
  if (!digits) return '';
  if (MOBILE.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (/^02\d{7}$/.test(digits))
    return `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`;
  if (LANDLINE.test(digits))
    return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return digits;
}

/**
 * The digits of a search text that is (part of) a phone number, in national form
 * ("+66 81 234" → "081234"), or null when it holds anything else or fewer than three digits
 * (a name with a number in it is searched as a name).
 */
export function phoneSearchDigits(q: string): string | null {
  const trimmed = q.trim();
  if (!/^[\d\s\-+().]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+66') && digits.startsWith('66')) digits = `0${digits.slice(2)}`;
  return digits.length >= 3 ? digits : null;
}
