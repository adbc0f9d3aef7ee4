import { satangText, toSatang } from '@/lib/domain/orders/satang';

// Lazada writes the same kind of value several ways: times as ISO-8601 with an offset
// ("2018-02-09T22:44:30+08:00"), as "2014-10-15 18:36:05 +0800" (order detail), or as epoch
// milliseconds in a string (order items, payment time); money as "106.00" or as a bare
// number (product prices). These helpers read them all and write what Lazada asks for.

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A time as Lazada's list filters take it: ISO-8601 to the second, in Thai time (+07:00). */
export function lazadaIsoTime(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  const local = new Date(Math.floor(ms / 1000) * 1000 + BANGKOK_OFFSET_MS);
  return `${local.toISOString().slice(0, 19)}+07:00`;
}

/** A Lazada time in any of its spellings; null when absent or unreadable. */
export function parseLazadaTime(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '' || text === 'null' || text === '0') return null;
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    // Ten digits are seconds (pushes), thirteen are milliseconds (order items).
    return new Date(n < 1e12 ? n * 1000 : n);
  }
  const spaced = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ?([+-]\d{2}):?(\d{2})$/.exec(text);
  const iso = spaced ? `${spaced[1]}T${spaced[2]}${spaced[3]}:${spaced[4]}` : text;
  const ms = Date.parse(iso.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** Whole satang of a Lazada amount ("89.10", 32, "", null): absent counts as zero. */
export function lazadaSatang(value: unknown): bigint {
  if (typeof value === 'number' || typeof value === 'string') {
    return toSatang(value === 'null' ? null : value) ?? BigInt(0);
  }
  return BigInt(0);
}

export function moneyText(satang: bigint): string {
  return satangText(satang);
}

/** A text field, with Lazada's "null" placeholders read as empty. */
export function lazadaText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  return text === 'null' ? '' : text;
}

/** Lazada sends flags as "true"/"false" strings, booleans or 1/0. */
export function lazadaFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || String(value).toLowerCase() === 'true';
}
