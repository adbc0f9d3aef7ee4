import { describe, expect, it } from 'vitest';
import { buildBreadcrumb } from '@/lib/navigation/breadcrumb';

describe('breadcrumb', () => {
  it('goes home > section > page', () => {
    expect(buildBreadcrumb('/profile/me', '/profile/me')).toEqual([
      { title: 'home', href: '/profile/me' },
      { title: 'sections.profile', href: '/profile' },
      { title: 'profileMe', href: null },
    ]);
  });

  it('puts a literal parent page before a detail page', () => {
    const titles = buildBreadcrumb('/backoffice/orders/42').map((c) => c.title);
    expect(titles).toEqual(['home', 'sections.backoffice', 'orders', 'orderDetail']);
  });

  it('does not take a parameterised page for a parent', () => {
    const titles = buildBreadcrumb('/backoffice/coupon/detail/7').map((c) => c.title);
    expect(titles).toEqual(['home', 'sections.backoffice', 'coupon', 'couponDetail']);
  });

  it('links nowhere that has no built page', () => {
    const crumbs = buildBreadcrumb('/wms/inventory/summary');
    expect(crumbs.find((c) => c.title === 'sections.wms')?.href).toBeNull();
    expect(crumbs.find((c) => c.title === 'inventory')?.href).toBeNull();
  });

  it('shows only home for a path outside the page table', () => {
    expect(buildBreadcrumb('/nothing/here')).toEqual([{ title: 'home', href: '/' }]);
  });
});
