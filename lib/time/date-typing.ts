import {
  BUDDHIST_ERA_OFFSET,
  dateLanguage,
  MONTHS_LONG,
  MONTHS_SHORT,
} from '@/lib/time/date-format';

// A day as people type it, read back into the `YYYY-MM-DD` key the lists' URLs carry: the
// numeric form the pickers show (27/11/2569 on Thai screens, 27/11/2026 on English ones),
// the written form the screens show (27 พ.ย. 2569, 27 Nov 2026) and an ISO day.
//
// The year: Thai staff count in the Buddhist era, but some type the Gregorian year out of
// habit. No one means a year before 2400 CE on a Thai screen, nor the 15th century of the
// Buddhist era, so on Thai screens a year from 2400 is Buddhist and one below is Gregorian.
// Two digits are the current century of the screen's era (69 is 2569 on a Thai screen, 26
// is 2026 on an English one).

/** The lowest year read as Buddhist on a Thai screen. */
const FIRST_BUDDHIST_YEAR = 2400;

/** A date's pieces, as typed, anywhere in a text (the picker reads a range with it). */
export const TYPED_DATE = new RegExp(
  [
    // 27/11/2569, 27.11.69, 27-11-2569
    String.raw`(?<!\d)(?<d1>\d{1,2})\s*(?<s>[/.\-])\s*(?<m1>\d{1,2})\s*\k<s>\s*(?<y1>\d{4}|\d{2})(?!\d)`,
    // 2026-11-27
    String.raw`(?<!\d)(?<y2>\d{4})-(?<m2>\d{1,2})-(?<d2>\d{1,2})(?!\d)`,
    // 27 พ.ย. 2569, 27 Nov 2026, 27 November 2026
    String.raw`(?<!\d)(?<d3>\d{1,2})\s*(?<name>[A-Za-z\u0E00-\u0E7F][A-Za-z\u0E00-\u0E7F.\s]*?)\s*(?<y3>\d{4}|\d{2})(?!\d)`,
  ].join('|'),
  'g',
);

/** Month names as typed, lower case, dots and spaces dropped ("พ.ย." and "พย" alike). */
const squash = (name: string) => name.toLowerCase().replace(/[.\s]/g, '');
const MONTH_BY_NAME = new Map<string, number>(
  (['th', 'en'] as const).flatMap((language) => [
    ...MONTHS_SHORT[language].map((name, i) => [squash(name), i + 1] as const),
    ...MONTHS_LONG[language].map((name, i) => [squash(name), i + 1] as const),
  ]),
);
MONTH_BY_NAME.set('sept', 9);

function gregorianYear(typed: string, locale: string): number {
  const n = Number(typed);
  const thai = dateLanguage(locale) === 'th';
  if (typed.length === 2) return thai ? 2500 + n - BUDDHIST_ERA_OFFSET : 2000 + n;
  return thai && n >= FIRST_BUDDHIST_YEAR ? n - BUDDHIST_ERA_OFFSET : n;
}

function dayKey(year: number, month: number, day: number): string | null {
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  )
    return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The day of one TYPED_DATE match as `YYYY-MM-DD`, or null when there is no such day. */
export function typedMatchDay(match: RegExpExecArray, locale: string): string | null {
  const g = match.groups ?? {};
  if (g.y2) return dayKey(gregorianYear(g.y2, locale), Number(g.m2), Number(g.d2));
  if (g.name) {
    const month = MONTH_BY_NAME.get(squash(g.name));
    return month ? dayKey(gregorianYear(g.y3!, locale), month, Number(g.d3)) : null;
  }
  return dayKey(gregorianYear(g.y1!, locale), Number(g.m1), Number(g.d1));
}

/** One typed day ("27/11/2569", "27 พ.ย. 2569", ...) as `YYYY-MM-DD`; null when unreadable. */
export function parseTypedDate(text: string, locale: string): string | null {
  const trimmed = text.trim();
  const match = new RegExp(TYPED_DATE.source).exec(trimmed);
  if (!match || match.index !== 0 || match[0].length !== trimmed.length) return null;
  return typedMatchDay(match, locale);
}
