import { describe, expect, it } from 'vitest';
import { parseTypedDate } from '@/lib/time/date-typing';
import {
  displayYear,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonthYear,
  formatNumericDate,
  formatTime,
} from '@/lib/time/date-format';

describe('dates shown to people', () => {
  it('writes Thai dates with the short month and the Buddhist year', () => {
    expect(formatDate('2026-11-27T07:05:00Z', 'th')).toBe('27 พ.ย. 2569');
    expect(formatDateTime('2026-11-27T07:05:00Z', 'th')).toBe('27 พ.ย. 2569 14:05');
    expect(formatDateTime(new Date('2026-01-03T02:00:00Z'), 'th')).toBe('3 ม.ค. 2569 09:00');
    expect(displayYear(2026, 'th')).toBe(2569);
  });

  it('writes English dates with the Gregorian year, 24-hour time and no "Sept"', () => {
    expect(formatDate('2026-11-27T07:05:00Z', 'en')).toBe('27 Nov 2026');
    expect(formatDateTime('2026-11-27T07:05:00Z', 'en')).toBe('27 Nov 2026 14:05');
    expect(formatDateTime('2026-09-05T13:30:00Z', 'en')).toBe('5 Sep 2026 20:30');
    expect(displayYear(2026, 'en')).toBe(2026);
  });

  it('shows the Bangkok day and time at the edges of a month and a year', () => {
    // 17:00 UTC is already midnight in Bangkok: the next day, month and year.
    expect(formatDateTime('2026-11-30T17:00:00Z', 'th')).toBe('1 ธ.ค. 2569 00:00');
    expect(formatDateTime('2026-11-30T16:59:00Z', 'th')).toBe('30 พ.ย. 2569 23:59');
    expect(formatDateTime('2026-12-31T17:05:00Z', 'th')).toBe('1 ม.ค. 2570 00:05');
    expect(formatDateTime('2026-12-31T17:05:00Z', 'en')).toBe('1 Jan 2027 00:05');
    expect(formatDate('2026-12-31T16:59:59Z', 'en')).toBe('31 Dec 2026');
  });

  it('takes a day key as that Bangkok day, whatever the zone of the computer', () => {
    expect(formatDate('2026-11-27', 'th')).toBe('27 พ.ย. 2569');
    expect(formatDate('2028-02-29', 'en')).toBe('29 Feb 2028');
    expect(formatDayMonth('2026-11-20', 'th')).toBe('20 พ.ย.');
    expect(formatDayMonth('2026-11-20', 'en')).toBe('20 Nov');
  });

  it('has one numeric form per language, the one typed into the pickers', () => {
    expect(formatNumericDate('2026-11-03', 'th')).toBe('03/11/2569');
    expect(formatNumericDate('2026-11-03', 'en')).toBe('03/11/2026');
    expect(formatNumericDate('2026-12-31T17:00:00Z', 'th')).toBe('01/01/2570');
  });

  it('names the month of a calendar and writes times of day', () => {
    expect(formatMonthYear(2026, 11, 'th')).toBe('พฤศจิกายน 2569');
    expect(formatMonthYear(2027, 1, 'en')).toBe('January 2027');
    expect(formatTime('2026-11-27T07:05:09Z')).toBe('14:05');
    expect(formatTime('2026-11-27T07:05:09Z', { seconds: true })).toBe('14:05:09');
  });

  it('writes nothing for no date and an unreadable value as it came', () => {
    expect(formatDate(null, 'th')).toBe('');
    expect(formatDateTime(undefined, 'en')).toBe('');
    expect(formatDateTime('', 'th')).toBe('');
    expect(formatDateTime('not a time', 'th')).toBe('not a time');
    expect(formatDate('2026-02-30', 'th')).toBe('2026-02-30');
  });
});

describe('dates typed by people', () => {
  it('reads the Buddhist year on Thai screens, the Gregorian one on English screens', () => {
    expect(parseTypedDate('27/11/2569', 'th')).toBe('2026-11-27');
    expect(parseTypedDate('27/11/2026', 'en')).toBe('2026-11-27');
    expect(parseTypedDate('3/1/2570', 'th')).toBe('2027-01-03');
  });

  it('takes a Gregorian year typed on a Thai screen, and two-digit years', () => {
    expect(parseTypedDate('27/11/2026', 'th')).toBe('2026-11-27');
    expect(parseTypedDate('27/11/69', 'th')).toBe('2026-11-27');
    expect(parseTypedDate('27/11/26', 'en')).toBe('2026-11-27');
    expect(parseTypedDate('27.11.2569', 'th')).toBe('2026-11-27');
    expect(parseTypedDate('27-11-2569', 'th')).toBe('2026-11-27');
  });

  it('reads the written form the screens show, and an ISO day', () => {
    expect(parseTypedDate('27 พ.ย. 2569', 'th')).toBe('2026-11-27');
    expect(parseTypedDate('27 พย 2569', 'th')).toBe('2026-11-27');
    expect(parseTypedDate('27 พฤศจิกายน 2569', 'th')).toBe('2026-11-27');
    expect(parseTypedDate('27 Nov 2026', 'en')).toBe('2026-11-27');
    expect(parseTypedDate('5 sept 2026', 'en')).toBe('2026-09-05');
    expect(parseTypedDate('2026-11-27', 'en')).toBe('2026-11-27');
    // What the screens write reads back as the same day.
    const day = '2027-02-28';
    for (const locale of ['th', 'en'])
      for (const shown of [formatDate(day, locale), formatNumericDate(day, locale)])
        expect(parseTypedDate(shown, locale)).toBe(day);
  });

  it('refuses days that do not exist and anything else', () => {
    expect(parseTypedDate('30/02/2569', 'th')).toBeNull();
    expect(parseTypedDate('29/02/2569', 'th')).toBeNull(); // 2026 is no leap year
    expect(parseTypedDate('29/02/2571', 'th')).toBe('2028-02-29');
    expect(parseTypedDate('27 Foo 2026', 'en')).toBeNull();
    expect(parseTypedDate('27/11', 'th')).toBeNull();
    expect(parseTypedDate('27/11/2569 x', 'th')).toBeNull();
    expect(parseTypedDate('', 'th')).toBeNull();
  });
});
