import { describe, expect, it } from 'vitest';
import {
  addressLine,
  memberCouponsHref,
  memberName,
  shortLineId,
} from '@/components/members/member-format';

describe('member format', () => {
  it('shortens a LINE user id, keeping its ends', () => {
    expect(shortLineId('U4af4980629b0f2e0a1c2d3e4f5a6c1d2')).toBe('U4af4…c1d2');
    expect(shortLineId('U123')).toBe('U123');
  });
  it('names a member by its display name, else the fallback', () => {
    expect(memberName({ display_name: ' สมใจ ' }, '-')).toBe('สมใจ');
    expect(memberName({ display_name: null }, '(no name)')).toBe('(no name)');
    expect(memberName({ display_name: '  ' }, '(no name)')).toBe('(no name)');
  });
  it('writes the address on one line without empty parts', () => {
    expect(
      addressLine({
        address: '12/3 ถ.นิมมานฯ',
        subdistrict: 'สุเทพ',
        district: null,
        province: 'เชียงใหม่',
        postcode: '50200',
      }),
    ).toBe('12/3 ถ.นิมมานฯ สุเทพ เชียงใหม่ 50200');
    expect(
      addressLine({
        address: null,
        subdistrict: '',
        district: null,
        province: null,
        postcode: null,
      }),
    ).toBe('');
  });
  it('links the member coupons page', () => {
    expect(memberCouponsHref(9)).toBe('/backoffice/coupon/member/9');
  });
});
