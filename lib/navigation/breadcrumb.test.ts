import { describe, expect, it } from 'vitest';
import { buildBreadcrumb } from '@/lib/navigation/breadcrumb';
import { PAGES } from '@/lib/navigation/pages';

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
    // The section and the parent link exactly when /wms/inventory (the /wms landing) is built.
    const crumbs = buildBreadcrumb('/wms/inventory/summary');
    const built = PAGES.find((p) => p.path === '/wms/inventory')?.built ?? false;
    expect(crumbs.find((c) => c.title === 'sections.wms')?.href).toBe(built ? '/wms' : null);
    expect(crumbs.find((c) => c.title === 'inventory')?.href).toBe(built ? '/wms/inventory' : null);
    // A section without a landing page links nowhere.
    const pages = buildBreadcrumb('/pages/timeline');
    expect(pages.find((c) => c.title === 'sections.pages')?.href).toBeNull();
  });

  it('shows only home for a path outside the page table', () => {
    expect(buildBreadcrumb('/nothing/here')).toEqual([{ title: 'home', href: '/' }]);
  });
});
