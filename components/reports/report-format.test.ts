import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatMoney,
  formatPercent,
  moneyValue,
} from '@/components/reports/report-format';

describe('figures on the report screens', () => {
  it('writes money with two places and thousands grouped', () => {
    expect(formatMoney('1250', 'th')).toBe('1,250.00');
    expect(formatMoney('1234567.5', 'en')).toBe('1,234,567.50');
    expect(formatMoney('-35.10', 'th')).toBe('-35.10');
    expect(formatMoney(0, 'th')).toBe('0.00');
    expect(formatMoney(null, 'th')).toBe('');
  });

  it('writes counts grouped and rates as percent', () => {
    expect(formatCount(12345, 'th')).toBe('12,345');
    expect(formatPercent('3.5', 'th')).toBe('3.50%');
    expect(formatPercent(12, 'en')).toBe('12.00%');
    expect(formatPercent(null, 'en')).toBe('');
  });

  it('reads money for a chart, 0 when unreadable', () => {
    expect(moneyValue('1250.50')).toBe(1250.5);
    expect(moneyValue('x')).toBe(0);
    expect(moneyValue(null)).toBe(0);
  });
});
