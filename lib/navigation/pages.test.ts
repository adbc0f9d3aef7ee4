import { describe, expect, it } from 'vitest';
import { PAGES, SECTION_REDIRECTS, findPage, isPublicPath } from '@/lib/navigation/pages';
import th from '@/messages/th.json';
import en from '@/messages/en.json';

describe('findPage', () => {
  it('prefers literal segments over parameters', () => {
    expect(findPage('/backoffice/coupon/v2')?.title).toBe('couponV2');
    expect(findPage('/backoffice/coupon/new')?.title).toBe('couponForm');
    expect(findPage('/backoffice/orders/new')?.title).toBe('newOrder');
    expect(findPage('/backoffice/orders/42')?.title).toBe('orderDetail');
    expect(findPage('/admin/product/form')?.title).toBe('productForm');
    expect(findPage('/admin/product/tiktok')?.title).toBe('platformProducts');
  });
  it('knows no unknown page', () => {
    expect(findPage('/nowhere')).toBeUndefined();
    expect(findPage('/admin/user/extra/deep')).toBeUndefined();
  });
  it('sends refused order-return screens to the order list', () => {
    for (const p of ['/backoffice/returnv0', '/backoffice/returnv2', '/backoffice/return']) {
      expect(findPage(p)?.deniedTo).toBe('/backoffice/orders');
    }
  });
  it('gates every admin screen for admins', () => {
    expect(PAGES.filter((p) => p.path.startsWith('/admin/') && p.rule.kind !== 'admin')).toEqual(
      [],
    );
  });
});

describe('the page table', () => {
  it('has the section redirects of the spec', () => {
    expect(SECTION_REDIRECTS).toEqual({
      '/': '/backoffice',
      '/backoffice': '/backoffice/orders',
      '/wms': '/wms/inventory',
      '/profile': '/profile/me',
      '/admin': '/admin/user',
    });
  });
  it('treats the auth layout as public', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/resetpassword')).toBe(true);
    expect(isPublicPath('/loginx')).toBe(false);
  });
  it('has a title in both languages for every page', () => {
    const missing = PAGES.filter(
      (p) =>
        !(p.title in ((th as Record<string, Record<string, unknown>>).nav ?? {})) ||
        !(p.title in ((en as Record<string, Record<string, unknown>>).nav ?? {})),
    );
    expect(missing.map((p) => p.title)).toEqual([]);
  });
});
