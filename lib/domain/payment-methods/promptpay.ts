// PromptPay ids and bank account numbers as people type them (pure rules, unit-tested).

/** Digits only: spaces and hyphens that people type between groups are dropped. */
export const digitsOnly = (s: string): string => s.replace(/[\s-]/g, '');

/**
 * The check digit of a Thai 13-digit national id or tax id: the first 12 digits weighted
 * 13 down to 2, summed; the 13th digit is (11 - sum mod 11) mod 10.
 */
export function isThaiIdNumber(id: string): boolean {
  if (!/^\d{13}$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}

/** A Thai mobile number as PromptPay takes it: 10 digits starting 06, 08 or 09. */
export const isThaiMobile = (id: string): boolean => /^0[689]\d{8}$/.test(id);

/** A PromptPay id: a mobile number (10 digits) or a national or tax id (13 digits). */
export const isPromptPayId = (id: string): boolean => isThaiMobile(id) || isThaiIdNumber(id);

/** A bank account number: 10 to 15 digits. */
export const isBankAccountNumber = (n: string): boolean => /^\d{10,15}$/.test(n);

/** "1234567890" -> "xxxxxx7890": only the last four digits are shown in lists. */
export function maskNumber(n: string | null): string | null {
  if (!n) return n;
  const keep = n.slice(-4);
  return 'x'.repeat(Math.max(0, n.length - keep.length)) + keep;
}
