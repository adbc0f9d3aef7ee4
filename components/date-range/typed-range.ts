import { TYPED_DATE, typedMatchDay } from '@/lib/time/date-typing';
import { formatDate } from '@/lib/time/date-format';

// The text of the date range field: what it shows (the screens' written form, one day
// when the range is one day) and what people type into it, read back into the URL's days.

export type TypedRange = { start: string; end: string } | 'empty' | 'unreadable';

/** Between the two days: dashes, a tilde, "ถึง" or "to", and spaces. */
const BETWEEN = /^[\s\-–—~]*(?:ถึง|to)?[\s\-–—~]*$/i;

/**
 * "27/11/2569 – 3/12/2569", "27 พ.ย. 2569 ถึง 3 ธ.ค. 2569", or one day ("27/11/2569", a
 * range of that day) as `YYYY-MM-DD` days; 'empty' for a blank field; 'unreadable' for
 * anything else, a day that does not exist included.
 */
export function parseTypedRange(text: string, locale: string): TypedRange {
  const trimmed = text.trim();
  if (!trimmed) return 'empty';
  const days: string[] = [];
  let between = '';
  let last = 0;
  for (const match of trimmed.matchAll(TYPED_DATE)) {
    between += trimmed.slice(last, match.index);
    last = match.index + match[0].length;
    const day = typedMatchDay(match, locale);
    if (!day) return 'unreadable';
    days.push(day);
  }
  between += trimmed.slice(last);
  if (days.length === 0 || days.length > 2 || !BETWEEN.test(between)) return 'unreadable';
  return { start: days[0]!, end: days[1] ?? days[0]! };
}

/** "27 พ.ย. 2569 – 3 ธ.ค. 2569", one day alone, '' for no range. */
export function rangeText(range: { start: string; end: string }, locale: string): string {
  if (!range.start || !range.end) return '';
  if (range.start === range.end) return formatDate(range.start, locale);
  return `${formatDate(range.start, locale)} – ${formatDate(range.end, locale)}`;
}
