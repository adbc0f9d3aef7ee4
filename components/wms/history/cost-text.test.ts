import { describe, expect, it } from 'vitest';
import { costText } from '@/components/wms/history/cost-text';

describe('a unit cost on a bill', () => {
  it('shows 2 decimals at least and keeps up to 4 that matter', () => {
    expect(costText('12.5000', 'en')).toBe('12.50');
    expect(costText('12.3456', 'en')).toBe('12.3456');
    expect(costText('1250.1200', 'th')).toBe('1,250.12');
    expect(costText('85', 'en')).toBe('85.00');
    expect(costText('0.0050', 'en')).toBe('0.005');
  });

  it('nothing for nothing, an unreadable value as it is', () => {
    expect(costText(null, 'en')).toBe('');
    expect(costText('', 'en')).toBe('');
    expect(costText('n/a', 'en')).toBe('n/a');
  });
});
