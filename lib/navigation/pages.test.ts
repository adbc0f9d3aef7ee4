import { describe, expect, it } from 'vitest';
import {
  HOME_PATHS,
  PAGES,
  SECTION_REDIRECTS,
  pageAt,
  isHomePath,
  isPublicPath,
} from '@/lib/navigation/pages';
import { access } from '@/lib/auth/permissions';
import th from '@/messages/th.json';
import en from '@/messages/en.json';

describe('pageAt', () => {
  it('prefers literal segments over parameters', () => {
    expect(pageAt('/backoffice/coupon/v2')?.title).toBe('couponV2');
    expect(pageAt('/backoffice/coupon/new')?.title).toBe('couponForm');
    expect(pageAt('/backoffice/orders/new')?.title).toBe('newOrder');
    expect(pageAt('/backoffice/orders/42')?.title).toBe('orderDetail');
    expect(pageAt('/admin/product/form')?.title).toBe('productForm');
    expect(pageAt('/admin/product/tiktok')?.title).toBe('platformProducts');
  });
  it('knows no unknown page', () => {
    expect(pageAt('/nowhere')).toBeUndefined();
    expect(pageAt('/admin/user/extra/deep')).toBeUndefined();
  });
  it('gates the order-return screens by order_return: the station at 2, the list at 1', () => {
    expect(pageAt('/backoffice/return')?.rule).toEqual(access.area('order_return', 2));
    expect(pageAt('/backoffice/returnv0')?.rule).toEqual(access.area('order_return', 1));
    expect(pageAt('/backoffice/returnv2')?.rule).toEqual(access.area('order_return', 1));
  });
  it('opens a purchase order from po 1, and its form and receiving from po 2', () => {
    expect(pageAt('/backoffice/po')).toMatchObject({ rule: access.area('po', 1), built: true });
    expect(pageAt('/backoffice/po/view-12')).toMatchObject({
      title: 'poDetail',
      rule: access.area('po', 1),
      built: true,
    });
    for (const action of ['create', 'edit-12', 'receive-12'])
      expect(pageAt(`/backoffice/po/${action}`)).toMatchObject({
        title: 'poForm',
        rule: access.area('po', 2),
        built: true,
      });
  });
  it('opens the hand-over check to packing 2 and to delivery 2', () => {
    expect(pageAt('/backoffice/packings/shipping/checking')?.rule).toEqual(
      access.anyArea(['packing', 2], ['delivery', 2]),
    );
  });
  it('gates every admin screen for admins, and the sign-up requests for the operator', () => {
    const ownRule = ['/admin/signup', '/admin/platform'];
    expect(
      PAGES.filter(
        (p) => p.path.startsWith('/admin/') && p.rule.kind !== 'admin' && !ownRule.includes(p.path),
      ),
    ).toEqual([]);
    expect(pageAt('/admin/signup')?.rule).toEqual(access.operator());
  });
  it('opens Platform connect from platform level 1, the TikTok Shop screen to admins', () => {
    expect(pageAt('/admin/platform')).toMatchObject({
      rule: access.area('platform', 1),
      built: true,
    });
    expect(pageAt('/platform/tiktok')).toMatchObject({ rule: access.admin(), built: true });
  });
});

describe('the page table', () => {
  it('has the section redirects of the spec, but / and /backoffice lead to the first screen', () => {
    expect(SECTION_REDIRECTS).toEqual({
      '/wms': '/wms/inventory',
      '/profile': '/profile/me',
      '/admin': '/admin/user',
      '/backoffice/admin': '/admin/user',
    });
    expect(HOME_PATHS).toEqual(['/', '/backoffice']);
    expect(['/', '/backoffice', '/backoffice/'].every(isHomePath)).toBe(true);
    expect(isHomePath('/backoffice/orders')).toBe(false);
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
