import { describe, expect, it } from 'vitest';
import { pancakeStatus } from '@/lib/domain/platforms/status-mapping';

// platforms.md section 6, the Pancake column.
const TABLE: Array<[number, number]> = [
  [0, 100],
  [17, 100],
  [1, 111],
  [8, 111],
  [11, 111],
  [12, 111],
  [13, 111],
  [20, 111],
  [9, 112],
  [2, 121],
  [3, 122],
  [16, 130],
  [6, 140],
  [7, 140],
  [4, 998],
  [5, 141],
  [15, 141],
];

describe('pancakeStatus', () => {
  it.each(TABLE)('maps Pancake %i to %i', (code, status) => {
    expect(pancakeStatus(code)?.status).toBe(status);
  });

  it('flags a deleted order (7) and a partial return (15), and nothing else', () => {
    expect(pancakeStatus(7)).toMatchObject({ status: 140, deleted: true, partialReturn: false });
    expect(pancakeStatus(6)).toMatchObject({ status: 140, deleted: false });
    expect(pancakeStatus(15)).toMatchObject({ status: 141, partialReturn: true, deleted: false });
    expect(pancakeStatus(5)).toMatchObject({ status: 141, partialReturn: false });
    for (const [code] of TABLE)
      expect(pancakeStatus(code)).toMatchObject({
        cancelRequested: false,
        returnRequested: false,
        buyerMayCancel: false,
        needsRearrange: false,
      });
  });

  it('knows no undocumented code', () => {
    for (const code of [-1, 10, 14, 18, 19, 21, 99, Number.NaN])
      expect(pancakeStatus(code)).toBeNull();
  });
});
