import { describe, expect, it } from 'vitest';
import { pageButtons } from '@/components/data-table/page-buttons';
import { formatNumber } from '@/components/data-table/format';

describe('pageButtons', () => {
  it('shows at most 7 pages, the current one centred when the ends allow', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageButtons(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageButtons(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 0)).toEqual([]);
  });
});

describe('formatNumber', () => {
  it('groups thousands and keeps money to two places', () => {
    expect(formatNumber(1234567, 'th')).toBe('1,234,567');
    expect(formatNumber('1250.00', 'en')).toBe('1,250.00');
    expect(formatNumber(null, 'th')).toBe('');
  });
});
