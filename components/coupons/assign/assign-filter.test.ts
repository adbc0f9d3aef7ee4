import { describe, expect, it } from 'vitest';
import { assignBlocker, filterFromUrl } from '@/components/coupons/assign/assign-filter';

describe('assign filter', () => {
  it('takes the filters set from the URL, leaving out blanks, paging and bad money', () => {
    expect(
      filterFromUrl({
        page: '2',
        sort: '-created_at',
        q: ' somchai ',
        status: '1',
        province: '',
        birth_month: '4',
        spending_min: '100.5',
        spending_max: 'lots',
        coupon_id: '7',
      }),
    ).toEqual({ q: 'somchai', status: '1', birth_month: '4', spending_min: '100.5' });
  });

  it('says why an assign cannot run', () => {
    const p = { matching: 10, skipped: 2, to_assign: 8, uses_left: 8, max_members: 5000 };
    expect(assignBlocker(p)).toBeNull();
    expect(assignBlocker({ ...p, uses_left: null })).toBeNull();
    expect(assignBlocker({ ...p, uses_left: 7 })).toBe('usedUp');
    expect(assignBlocker({ ...p, to_assign: 0, skipped: 10 })).toBe('none');
    expect(assignBlocker({ ...p, matching: 5001, to_assign: 5001 })).toBe('tooMany');
  });
});
