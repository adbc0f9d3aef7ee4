import { describe, expect, it } from 'vitest';
import th from '@/messages/th.json';
import en from '@/messages/en.json';
import { GROUP, type Subject } from '@/lib/auth/permissions';
import { PAGES } from '@/lib/navigation/pages';
import { SIDEBAR, sidebarPathsMissingFromPages, visibleSidebar } from '@/lib/navigation/sidebar';

const admin: Subject = { groupId: GROUP.admin, roles: {} };
const staff: Subject = {
  groupId: GROUP.employee,
  roles: { order: 2, payment: 2, wms: 2, report: 2 },
};
const customer: Subject = { groupId: GROUP.customer, roles: {} };

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

  it('has a heading and a title in both languages for every group and page', () => {
    for (const messages of [th, en]) {
      const nav = messages.nav as Record<string, unknown> & { sections: Record<string, string> };
      expect(PAGES.filter((p) => typeof nav[p.title] !== 'string').map((p) => p.title)).toEqual([]);
      expect(SIDEBAR.filter((g) => g.heading && !nav.sections[g.id]).map((g) => g.id)).toEqual([]);
    }
  });
});
