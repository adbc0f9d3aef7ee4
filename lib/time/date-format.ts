// Dates and times as people read them, on every screen and in every PDF: Bangkok time
// (UTC+7, no daylight saving) whatever the zone of the browser or the server, written the
// same way everywhere in the reader's language.
//   Thai:    27 พ.ย. 2569      27 พ.ย. 2569 14:05      (short month, Buddhist year)
//   English: 27 Nov 2026       27 Nov 2026 14:05       (Gregorian year)
// The one numeric form, the one people type into the date pickers, is day/month/year in
// the same era: 27/11/2569 on Thai screens, 27/11/2026 on English ones.
//
// The month and weekday names are written here rather than asked of Intl: the ICU data of
// Node and of each browser differ (en-GB writes "Sept" in newer versions, Thai may add
// "เวลา" before the time), and a server-drawn date must read the same after hydration.
// They are calendar data, not sentences, so they do not live in messages/*.json.

const BANGKOK_OFFSET_MS = 7 * 3600_000;
/** Buddhist Era year = Gregorian year + 543 (2026 is 2569). */
export const BUDDHIST_ERA_OFFSET = 543;

export const MONTHS_SHORT = {
  th: [
    'ม.ค.',
    'ก.พ.',
    'มี.ค.',
    'เม.ย.',
    'พ.ค.',
    'มิ.ย.',
    'ก.ค.',
    'ส.ค.',
    'ก.ย.',
    'ต.ค.',
    'พ.ย.',
    'ธ.ค.',
  ],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

export const MONTHS_LONG = {
  th: [
    'มกราคม',
    'กุมภาพันธ์',
    'มีนาคม',
    'เมษายน',
    'พฤษภาคม',
    'มิถุนายน',
    'กรกฎาคม',
    'สิงหาคม',
    'กันยายน',
    'ตุลาคม',
    'พฤศจิกายน',
    'ธันวาคม',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

/** Sunday first, as Thai wall calendars are laid out. */
export const WEEKDAYS_SHORT = {
  th: ['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส'],
  en: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
} as const;

export type DateLanguage = 'th' | 'en';

/** The app's locales are 'th' and 'en'; anything not English is written the Thai way. */
export const dateLanguage = (locale: string): DateLanguage =>
  locale.toLowerCase().startsWith('en') ? 'en' : 'th';

/** The year as the reader counts it: Buddhist on Thai screens, Gregorian on English ones. */
export const displayYear = (gregorianYear: number, locale: string): number =>
  dateLanguage(locale) === 'th' ? gregorianYear + BUDDHIST_ERA_OFFSET : gregorianYear;

/** A wall-clock moment in Bangkok; month 1..12. */
interface BangkokParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * A Date or an ISO instant as Bangkok wall-clock parts; a `YYYY-MM-DD` day key (a Bangkok
 * day already, as the lists' URLs and the reports carry them) as that day at 00:00.
 */
function bangkokParts(value: Date | string): BangkokParts | null {
  if (typeof value === 'string') {
    const day = DAY_KEY.exec(value);
    if (day) {
      const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
      const check = new Date(Date.UTC(year, month - 1, date));
      if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
      return { year, month, day: date, hour: 0, minute: 0, second: 0 };
    }
  }
  const t = (typeof value === 'string' ? new Date(value) : value).getTime();
  if (Number.isNaN(t)) return null;
  const d = new Date(t + BANGKOK_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

type DateValue = Date | string | null | undefined;

/** '' for nothing, the value as it came when it is no date, else the written form. */
function written(value: DateValue, write: (p: BangkokParts) => string): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = bangkokParts(value);
  if (!parts) return typeof value === 'string' ? value : '';
  return write(parts);
}

const dayMonthYear = (p: BangkokParts, locale: string) => {
  const language = dateLanguage(locale);
  return `${p.day} ${MONTHS_SHORT[language][p.month - 1]} ${displayYear(p.year, locale)}`;
};

/** "27 พ.ย. 2569" / "27 Nov 2026": the Bangkok day of an instant, or a day key itself. */
export function formatDate(value: DateValue, locale: string): string {
  return written(value, (p) => dayMonthYear(p, locale));
}

/** "27 พ.ย. 2569 14:05" / "27 Nov 2026 14:05", 24-hour Bangkok time. */
export function formatDateTime(value: DateValue, locale: string): string {
  return written(value, (p) => `${dayMonthYear(p, locale)} ${two(p.hour)}:${two(p.minute)}`);
}

/** "14:05", or "14:05:09" with seconds (a scan log), Bangkok time. */
export function formatTime(value: DateValue, options: { seconds?: boolean } = {}): string {
  return written(
    value,
    (p) => `${two(p.hour)}:${two(p.minute)}${options.seconds ? `:${two(p.second)}` : ''}`,
  );
}

/** "27 พ.ย." / "27 Nov": a day where the year is plain (a chart's axis). */
export function formatDayMonth(value: DateValue, locale: string): string {
  return written(value, (p) => `${p.day} ${MONTHS_SHORT[dateLanguage(locale)][p.month - 1]}`);
}

/** "พฤศจิกายน 2569" / "November 2026": a calendar's caption (month 1..12). */
export function formatMonthYear(year: number, month: number, locale: string): string {
  return `${MONTHS_LONG[dateLanguage(locale)][month - 1]} ${displayYear(year, locale)}`;
}

/** "27/11/2569" / "27/11/2026": the numeric form people type into a date picker. */
export function formatNumericDate(value: DateValue, locale: string): string {
  return written(value, (p) => `${two(p.day)}/${two(p.month)}/${displayYear(p.year, locale)}`);
}
