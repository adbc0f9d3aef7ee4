import { describe, expect, it } from 'vitest';
import {
  bangkokDayKey,
  bangkokRange,
  MAX_RANGE_DAYS as LIB_MAX_RANGE_DAYS,
} from '@/lib/time/bangkok-days';
import { PLATFORMS } from '@/lib/domain/catalog/schemas';
import { PLATFORM_IDS } from '@/components/orders/list/code-label';
import {
  addDays,
  bangkokDay,
  lastBangkokDays,
  MAX_RANGE_DAYS,
  rangeDays,
  rangeProblem,
} from '@/components/date-range/day-range';
import { checkSlipAmount, formatMoney, parseMoneyInput } from '@/components/orders/list/money';
import { countsQuery } from '@/components/orders/list/filter-query';
import {
  adjustCounts,
  chipCount,
  chipModel,
  chipUrlValue,
  ORDER_LIST_CHIPS,
  PAYMENT_QUEUE_CHIPS,
  selectedChip,
} from '@/components/orders/list/status-chips';

describe('date range in Bangkok days', () => {
  it('defaults to the last 7 Bangkok days, today included', () => {
    // 17:30 UTC on the 19th is already the 20th in Bangkok.
    expect(lastBangkokDays(new Date('2026-11-19T17:30:00Z'))).toEqual({
      start_date: '2026-11-14',
      end_date: '2026-11-20',
    });
    expect(lastBangkokDays(new Date('2026-11-19T16:59:59Z'))).toEqual({
      start_date: '2026-11-13',
      end_date: '2026-11-19',
    });
    // Over a year's edge.
    expect(lastBangkokDays(new Date('2027-01-02T05:00:00Z'))).toEqual({
      start_date: '2026-12-27',
      end_date: '2027-01-02',
    });
  });

  it('counts both ends and moves over month edges', () => {
    expect(rangeDays('2026-11-01', '2026-11-01')).toBe(1);
    expect(rangeDays('2026-02-01', '2026-03-03')).toBe(31);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-30', 1)).toBeNull();
  });

  it('refuses more than 31 days, an end before the start and missing ends', () => {
    expect(rangeProblem('2026-11-01', '2026-12-01', true)).toBeNull(); // 31 days
    expect(rangeProblem('2026-11-01', '2026-12-02', true)).toBe('tooLong'); // 32 days
    expect(rangeProblem('2026-11-10', '2026-11-09', true)).toBe('endBeforeStart');
    expect(rangeProblem('2026-11-10', '', true)).toBe('required');
    expect(rangeProblem('', '', true)).toBe('required');
    expect(rangeProblem('', '', false)).toBeNull();
    expect(rangeProblem('2026-11-10', '', false)).toBe('required');
    expect(rangeProblem('2026-13-01', '2026-13-02', false)).toBe('invalid');
  });
});

describe('money', () => {
  it('groups thousands with two places', () => {
    expect(formatMoney('1250', 'th')).toBe('1,250.00');
    expect(formatMoney('99999999.99', 'en')).toBe('99,999,999.99');
    expect(formatMoney(null, 'th')).toBe('');
  });

  it('reads what a checker types', () => {
    expect(parseMoneyInput('1,250')).toBe('1250.00');
    expect(parseMoneyInput(' ฿ 1 250.5 ')).toBe('1250.50');
    expect(parseMoneyInput('007.1')).toBe('7.10');
    expect(parseMoneyInput('12.345')).toBeNull();
    expect(parseMoneyInput('-5')).toBeNull();
    expect(parseMoneyInput('abc')).toBeNull();
  });

  it('compares in satang, never as floats', () => {
    expect(checkSlipAmount('', '100.00')).toBe('empty');
    expect(checkSlipAmount('1,250', '1250.00')).toBe('match');
    expect(checkSlipAmount('1250.01', '1250.00')).toBe('mismatch');
    expect(checkSlipAmount('0.3', '0.30')).toBe('match');
    expect(checkSlipAmount('1.2.3', '1.00')).toBe('invalid');
  });
});

describe('status chips', () => {
  const counts = { '100': 3, '111': 5, '121': 2, '130': 7, '998': 1 };

  it('has every status chip on the order list, none of 998 and 999 in the queue', () => {
    expect(ORDER_LIST_CHIPS.values).toEqual([
      '',
      '100',
      '111',
      '112',
      '114',
      '121',
      '122',
      '130',
      '140',
      '141',
      '142',
      '998',
      '999',
    ]);
    expect(PAYMENT_QUEUE_CHIPS.values).not.toContain('998');
    expect(PAYMENT_QUEUE_CHIPS.values).not.toContain('999');
  });

  it('counts all and 999 (121 + 130) from the per-status counts', () => {
    expect(chipCount(ORDER_LIST_CHIPS, counts, '')).toBe(18);
    expect(chipCount(ORDER_LIST_CHIPS, counts, '999')).toBe(9);
    expect(chipCount(ORDER_LIST_CHIPS, { ...counts, '999': 4 }, '999')).toBe(4);
    expect(chipCount(ORDER_LIST_CHIPS, counts, '112')).toBe(0);
    // The queue's "all" leaves 998 out.
    expect(chipCount(PAYMENT_QUEUE_CHIPS, counts, '')).toBe(17);
  });

  it('maps the URL to the selected chip and back', () => {
    expect(selectedChip(ORDER_LIST_CHIPS, '')).toBe('');
    expect(selectedChip(ORDER_LIST_CHIPS, '999')).toBe('999');
    expect(selectedChip(ORDER_LIST_CHIPS, 'junk')).toBe('');
    expect(selectedChip(PAYMENT_QUEUE_CHIPS, '')).toBe('100');
    expect(selectedChip(PAYMENT_QUEUE_CHIPS, PAYMENT_QUEUE_CHIPS.allValue)).toBe('');
    expect(chipUrlValue(ORDER_LIST_CHIPS, '')).toBeNull();
    expect(chipUrlValue(ORDER_LIST_CHIPS, '140')).toBe('140');
    expect(chipUrlValue(PAYMENT_QUEUE_CHIPS, '100')).toBeNull();
    expect(chipUrlValue(PAYMENT_QUEUE_CHIPS, '')).toBe('100,111,112,114,121,122,130,140,141,142');
  });

  it('moves the counts by the answers made since they were read', () => {
    expect(adjustCounts(counts, { '100': -2, '111': 1, '140': 1 })).toMatchObject({
      '100': 1,
      '111': 6,
      '140': 1,
    });
    expect(adjustCounts(counts, { '100': -9 })?.['100']).toBe(0);
    expect(adjustCounts(null, { '100': -1 })).toBeNull();
  });

  it('marks one chip active and leaves counts out until they are known', () => {
    const chips = chipModel(PAYMENT_QUEUE_CHIPS, null, '');
    expect(chips.filter((c) => c.active).map((c) => c.value)).toEqual(['100']);
    expect(chips.every((c) => c.count === null)).toBe(true);
    expect(chipModel(ORDER_LIST_CHIPS, counts, '130')[0]).toMatchObject({
      label: 'all',
      count: 18,
    });
  });
});

describe('counts query', () => {
  it('sends the filters and search over the default range, never the status', () => {
    const q = new URLSearchParams(
      countsQuery(
        { status: '111', q: '0812345678', sale_channel_id: '3', page: '4', sort: 'total' },
        { start_date: '2026-11-14', end_date: '2026-11-20' },
      ),
    );
    expect(Object.fromEntries(q)).toEqual({
      start_date: '2026-11-14',
      end_date: '2026-11-20',
      sale_channel_id: '3',
      q: '0812345678',
    });
    expect(countsQuery({ start_date: '2026-11-01', end_date: '2026-11-02' }, {})).toBe(
      'start_date=2026-11-01&end_date=2026-11-02',
    );
  });
});

describe('kept in step with the domain modules', () => {
  it('computes Bangkok days and the range limit like lib/time/bangkok-days', () => {
    for (const iso of ['2026-11-19T16:59:59Z', '2026-11-19T17:00:00Z', '2028-02-28T20:00:00Z']) {
      expect(bangkokDay(new Date(iso))).toBe(bangkokDayKey(new Date(iso)));
    }
    expect(MAX_RANGE_DAYS).toBe(LIB_MAX_RANGE_DAYS);
    // The server refuses exactly what the screen refuses.
    expect(() => bangkokRange('2026-11-01', '2026-12-01')).not.toThrow();
    expect(() => bangkokRange('2026-11-01', '2026-12-02')).toThrow();
  });

  it('offers every selling platform', () => {
    expect([...PLATFORM_IDS].sort()).toEqual(Object.values(PLATFORMS).sort());
  });
});
