import { describe, expect, it } from 'vitest';
import { parseRate, rateText, ratesBody } from '@/components/reports/commission-rate';

describe('a commission rate as the admin types it', () => {
  it('takes 0 to 100 percent with at most two decimals', () => {
    expect(parseRate('3.5')).toBe(3.5);
    expect(parseRate(' 12 ')).toBe(12);
    expect(parseRate('0')).toBe(0);
    expect(parseRate('100')).toBe(100);
    expect(parseRate('99.99')).toBe(99.99);
  });

  it('refuses what the server would refuse', () => {
    for (const text of ['', '100.01', '101', '-1', '3.555', 'abc', '1,5', '1e2'])
      expect(parseRate(text), text).toBeNull();
  });

  it('shows a stored rate without trailing zeros', () => {
    expect(rateText('3.50')).toBe('3.5');
    expect(rateText('0.00')).toBe('0');
    expect(rateText(12)).toBe('12');
  });

  it('sends every rate, or names the channels to correct', () => {
    expect(
      ratesBody([
        { sale_channel_id: 1, text: '3.5' },
        { sale_channel_id: 2, text: '0' },
      ]),
    ).toEqual({
      rates: [
        { sale_channel_id: 1, rate: 3.5 },
        { sale_channel_id: 2, rate: 0 },
      ],
    });
    expect(
      ratesBody([
        { sale_channel_id: 1, text: '150' },
        { sale_channel_id: 2, text: '2' },
        { sale_channel_id: 3, text: 'x' },
      ]),
    ).toEqual({ invalid: [1, 3] });
  });
});
