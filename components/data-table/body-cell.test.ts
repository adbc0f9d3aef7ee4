import { describe, expect, it } from 'vitest';
import { anyCut } from '@/components/data-table/body-cell';

describe('anyCut', () => {
  it('is true when a box holds more than it shows, wherever it is in the cell', () => {
    expect(anyCut([{ scrollWidth: 320, clientWidth: 320 }])).toBe(false);
    expect(anyCut([{ scrollWidth: 321, clientWidth: 320 }])).toBe(false); // rounding
    expect(
      anyCut([
        { scrollWidth: 320, clientWidth: 320 },
        { scrollWidth: 0, clientWidth: 0 }, // an inline element has no box of its own
        { scrollWidth: 540, clientWidth: 224 }, // a column's own truncated name
      ]),
    ).toBe(true);
    expect(anyCut([])).toBe(false);
  });
});
