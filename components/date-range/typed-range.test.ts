import { describe, expect, it } from 'vitest';
import { parseTypedRange, rangeText } from '@/components/date-range/typed-range';

describe('the text of the date range field', () => {
  it('shows the range as the screens write dates, one day alone', () => {
    expect(rangeText({ start: '2026-11-21', end: '2026-11-27' }, 'th')).toBe(
      '21 พ.ย. 2569 – 27 พ.ย. 2569',
    );
    expect(rangeText({ start: '2026-12-28', end: '2027-01-03' }, 'en')).toBe(
      '28 Dec 2026 – 3 Jan 2027',
    );
    expect(rangeText({ start: '2026-11-27', end: '2026-11-27' }, 'th')).toBe('27 พ.ย. 2569');
    expect(rangeText({ start: '', end: '' }, 'th')).toBe('');
  });

  it('reads a typed range with the Buddhist year on Thai screens', () => {
    const november = { start: '2026-11-20', end: '2026-12-03' };
    expect(parseTypedRange('20/11/2569 – 03/12/2569', 'th')).toEqual(november);
    expect(parseTypedRange('20/11/2569-3/12/2569', 'th')).toEqual(november);
    expect(parseTypedRange(' 20/11/2569 ถึง 03/12/2569 ', 'th')).toEqual(november);
    expect(parseTypedRange('20 พ.ย. 2569 – 3 ธ.ค. 2569', 'th')).toEqual(november);
    expect(parseTypedRange('20/11/2026 to 03/12/2026', 'en')).toEqual(november);
    // What the field shows reads back as the same range.
    expect(parseTypedRange(rangeText(november, 'th'), 'th')).toEqual(november);
    expect(parseTypedRange(rangeText(november, 'en'), 'en')).toEqual(november);
  });

  it('takes one day as a range of that day, a blank field as no range', () => {
    expect(parseTypedRange('27/11/2569', 'th')).toEqual({ start: '2026-11-27', end: '2026-11-27' });
    expect(parseTypedRange('   ', 'th')).toBe('empty');
  });

  it('refuses what is not two days', () => {
    expect(parseTypedRange('31/11/2569 – 03/12/2569', 'th')).toBe('unreadable');
    expect(parseTypedRange('yesterday', 'en')).toBe('unreadable');
    expect(parseTypedRange('1/11/2569 – 2/11/2569 – 3/11/2569', 'th')).toBe('unreadable');
    expect(parseTypedRange('1/11/2569 and 2/11/2569', 'en')).toBe('unreadable');
  });
});
