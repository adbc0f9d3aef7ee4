import { describe, expect, it } from 'vitest';
import {
  decodeListCursor,
  encodeListCursor,
  listSlice,
  SHOPEE_MAX_WINDOW_MS,
} from '@/lib/domain/platforms/shopee/order-list';

const day = 86_400;

describe('listSlice', () => {
  it('reads a window as inclusive whole seconds, the end left out', () => {
    const slice = listSlice({
      updatedFrom: new Date(1_700_000_000_500),
      updatedTo: new Date(1_700_003_600_000),
      cursor: null,
    });
    expect(slice.timeFrom).toBe(1_700_000_000);
    expect(slice.timeTo).toBe(1_700_003_599);
    expect(slice.cursor).toBe('');
    expect(slice.sliceEnd).toBe(slice.windowEnd);
  });

  it('cuts a window wider than 15 days into slices Shopee accepts, oldest first', () => {
    const from = new Date(1_700_000_000_000);
    const to = new Date(from.getTime() + 40 * day * 1000);
    const first = listSlice({ updatedFrom: from, updatedTo: to, cursor: null });
    expect(first.timeTo - first.timeFrom).toBeLessThanOrEqual(SHOPEE_MAX_WINDOW_MS / 1000);
    expect(first.sliceEnd).toBe(1_700_000_000 + 15 * day);
    const second = listSlice({
      updatedFrom: from,
      updatedTo: to,
      cursor: encodeListCursor({ from: first.sliceEnd, cursor: '' }),
    });
    expect(second.timeFrom).toBe(first.sliceEnd);
  });

  it('carries Shopee cursor within a slice, whatever it contains', () => {
    expect(decodeListCursor(encodeListCursor({ from: 5, cursor: 'a:b=' }))).toEqual({
      from: 5,
      cursor: 'a:b=',
    });
    expect(() => decodeListCursor('nonsense')).toThrow();
  });
});
