import { describe, expect, it } from 'vitest';
import th from '@/messages/th.json';
import en from '@/messages/en.json';
import { AREAS, GROUP, allows, type Subject } from '@/lib/auth/permissions';
import { PAGES } from '@/lib/navigation/pages';
import { SIDEBAR, sidebarPathsMissingFromPages, visibleSidebar } from '@/lib/navigation/sidebar';

const admin: Subject = { groupId: GROUP.admin, roles: {} };
const staff: Subject = {
  groupId: GROUP.employee,
  roles: { order: 2, payment: 2, wms: 2, report: 2 },
};
const customer: Subject = { groupId: GROUP.customer, roles: {} };
const delivery: Subject = { groupId: GROUP.delivery, roles: { delivery: 2, packing: 1 } };
const packer: Subject = { groupId: GROUP.employee, roles: { packing: 2 } };
const operator: Subject = { groupId: GROUP.admin, roles: {}, isPlatformOperator: true };

/** Every group, the operator, and one employee per area and level (plus all areas at once). */
const EVERY_KIND_OF_USER: Subject[] = [
  admin,
  { groupId: GROUP.owner, roles: {} },
  staff,
  { groupId: GROUP.agent, roles: { order: 2, customer: 2, report: 1 } },
  delivery,
  customer,
  operator,
  { groupId: GROUP.employee, roles: {}, isPlatformOperator: true },
  ...AREAS.flatMap((area) =>
    ([1, 2, 3] as const).map((level) => ({ groupId: GROUP.employee, roles: { [area]: level } })),
  ),
  ...([1, 2, 3] as const).map((level) => ({
    groupId: GROUP.employee,
    roles: Object.fromEntries(AREAS.map((area) => [area, level])),
  })),
];

/**
 * Built pages reached otherwise than from the sidebar (no screen is reachable only by
 * typing its address: docs/domain-rules.md, Roles and levels): besides pages with an id or
 * an action in their path, which their list opens.
 */
const NOT_IN_SIDEBAR: Record<string, string> = {
  '/profile/me': 'the navbar user menu',
  '/profile/changepasword': 'the navbar user menu',
  '/pages/user': 'the navbar user menu',
  '/pages/timeline': 'the navbar user menu',
  '/forbidden': 'where refused screens land',
  '/admin/product/form': "the product setup list's create and edit buttons",
};
const hasParameter = (path: string) => /\{[^/]+\}/.test(path);

const paths = (subject: Subject | null) =>
  visibleSidebar(subject).flatMap((g) => g.items.map((i) => i.path));

describe('sidebar', () => {
  it('points every entry at a page of the page table', () => {
    expect(sidebarPathsMissingFromPages()).toEqual([]);
  });

  it('shows only built pages the user may open', () => {
    const built = new Set(PAGES.filter((p) => p.built).map((p) => p.path));
    for (const subject of [admin, staff, customer]) {
      for (const path of paths(subject)) expect(built.has(path)).toBe(true);
    }
  });

  it('shows the admin group to admins only, and hides empty groups', () => {
    expect(visibleSidebar(admin).map((g) => g.id)).toContain('admin');
    expect(visibleSidebar(staff).map((g) => g.id)).not.toContain('admin');
    expect(paths(staff).some((p) => p.startsWith('/admin/'))).toBe(false);
    expect(visibleSidebar(null)).toEqual([]);
    for (const group of visibleSidebar(admin)) expect(group.items.length).toBeGreaterThan(0);
  });

  it('links every built screen a user may open (no screen only by its address)', () => {
    const missing = new Set<string>();
    for (const subject of EVERY_KIND_OF_USER) {
      const linked = new Set(paths(subject));
      for (const page of PAGES) {
        if (!page.built || hasParameter(page.path) || page.path in NOT_IN_SIDEBAR) continue;
        if (!allows(subject, page.rule)) continue;
        const target = page.aliasOf ?? page.path;
        if (!linked.has(target)) missing.add(`${page.path} for ${JSON.stringify(subject)}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('links the hand-over check in the packing group, for the packer and the driver', () => {
    for (const subject of [packer, delivery, admin]) {
      const group = visibleSidebar(subject).find((g) => g.id === 'packing');
      expect(group?.items.map((i) => i.path)).toContain('/backoffice/packings/shipping/checking');
    }
    // The driver only looks at packings: the station (scanning) is not theirs.
    expect(paths(delivery)).not.toContain('/backoffice/packings');
    expect(paths(customer)).not.toContain('/backoffice/packings/shipping/checking');
  });

  it('links the purchase orders from po 1, whatever the wms level', () => {
    for (const level of [1, 2, 3] as const)
      expect(paths({ groupId: GROUP.employee, roles: { po: level } })).toContain('/backoffice/po');
    expect(paths(admin)).toContain('/backoffice/po');
    expect(paths({ groupId: GROUP.employee, roles: { wms: 2 } })).not.toContain('/backoffice/po');
  });

  it('links the received returns and the packing-station stock board', () => {
    expect(paths(admin)).toEqual(
      expect.arrayContaining(['/backoffice/returnv2', '/wms/inventory/dashboardv1']),
    );
  });

  it("shows the sign-up requests to the service's operator, not to a shop's admin", () => {
    expect(paths(operator)).toContain('/admin/signup');
    expect(paths({ groupId: GROUP.employee, roles: {}, isPlatformOperator: true })).toEqual([
      '/admin/signup',
    ]);
    expect(paths(admin)).not.toContain('/admin/signup');
    expect(paths(staff)).not.toContain('/admin/signup');
  });

  it('shows Platform connect from platform level 1, and the TikTok Shop screen to admins', () => {
    for (const level of [1, 2, 3] as const) {
      const seller: Subject = { groupId: GROUP.employee, roles: { platform: level } };
      const groups = visibleSidebar(seller);
      expect(groups.find((g) => g.id === 'main')?.items.map((i) => i.path)).toContain(
        '/admin/platform',
      );
      expect(groups.map((g) => g.id)).not.toContain('admin');
      expect(paths(seller)).not.toContain('/platform/tiktok');
    }
    expect(paths(staff)).not.toContain('/admin/platform');
    expect(paths(admin)).toEqual(expect.arrayContaining(['/admin/platform', '/platform/tiktok']));
  });

  it('names no screen or group by a version ("v1", "(v2)")', () => {
    for (const messages of [th, en]) {
      const nav = messages.nav as Record<string, unknown> & { sections: Record<string, string> };
      const titles = [...PAGES.map((p) => nav[p.title]), ...Object.values(nav.sections)];
      expect(titles.filter((t) => typeof t === 'string' && /\bv\d\b/i.test(t))).toEqual([]);
    }
  });

  it('has a heading and a title in both languages for every group and page', () => {
    for (const messages of [th, en]) {
      const nav = messages.nav as Record<string, unknown> & { sections: Record<string, string> };
      expect(PAGES.filter((p) => typeof nav[p.title] !== 'string').map((p) => p.title)).toEqual([]);
      expect(SIDEBAR.filter((g) => g.heading && !nav.sections[g.id]).map((g) => g.id)).toEqual([]);
    }
  });
});
