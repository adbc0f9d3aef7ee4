import { describe, expect, it } from 'vitest';
import {
  cashDifferences,
  CLIENT_ACTION_ID_RE,
  dateKey,
  dateOfKey,
  fromSatang,
  toSatang,
} from '@/lib/domain/express/rules';
import { deliveredInput, expressMoney, failedInput } from '@/lib/domain/express/schemas';

describe('cash in satang', () => {
  it('reads and writes two-place amounts exactly', () => {
    expect(['0', '0.5', '1250.50', '-20.00', '0.01'].map(toSatang)).toEqual([
      0, 50, 125050, -2000, 1,
    ]);
    expect([0, 50, 125050, -2000, -5].map(fromSatang)).toEqual([
      '0.00',
      '0.50',
      '1250.50',
      '-20.00',
      '-0.05',
    ]);
  });

  it('flags a day when collected or handed in differ', () => {
    expect(
      cashDifferences({ expected: '350.50', collected: '330.50', handed_in: '330.50' }),
    ).toEqual({ collected_diff: '-20.00', handed_in_diff: '0.00', flagged: true });
    expect(cashDifferences({ expected: '80.00', collected: '80.00', handed_in: '100.00' })).toEqual(
      {
        collected_diff: '0.00',
        handed_in_diff: '20.00',
        flagged: true,
      },
    );
    expect(
      cashDifferences({ expected: '80.00', collected: '80.00', handed_in: '80.00' }).flagged,
    ).toBe(false);
  });
});

describe('inputs', () => {
  it('takes money as decimal text, never a float it cannot write exactly', () => {
    expect(expressMoney.parse('390.5')).toBe('390.50');
    expect(expressMoney.parse(390)).toBe('390.00');
    expect(expressMoney.safeParse(0.1 + 0.2).success).toBe(false);
    expect(expressMoney.safeParse('-1').success).toBe(false);
  });

  it('takes a client action id of 8 to 100 safe characters', () => {
    expect(CLIENT_ACTION_ID_RE.test('exp-0b6f1c2e-1111-4a4a-9c9c-123456789abc')).toBe(true);
    expect(CLIENT_ACTION_ID_RE.test('short')).toBe(false);
    expect(CLIENT_ACTION_ID_RE.test('has space in it')).toBe(false);
    expect(deliveredInput.safeParse({ client_action_id: 'exp-12345678' }).success).toBe(true);
    expect(
      failedInput.safeParse({ client_action_id: 'exp-12345678', reason: ' ', next: 'retry' })
        .success,
    ).toBe(false);
  });

  it('keeps a route day as a date', () => {
    expect(dateKey(dateOfKey('2026-11-27'))).toBe('2026-11-27');
  });
});
