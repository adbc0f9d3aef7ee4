import { describe, expect, it } from 'vitest';
import {
  access,
  allows,
  showsEmployeeEntries,
  levelOf,
  normaliseRoles,
  rolesString,
  AREAS,
} from '@/lib/auth/permissions';

const staff = { groupId: 3, roles: { order: 2, wms: 1 } as const };

describe('levelOf', () => {
  it('gives admins and owners every area at manage', () => {
    for (const groupId of [1, 2])
      for (const area of AREAS) expect(levelOf({ groupId, roles: {} }, area)).toBe(3);
  });
  it('reads the Roles of everyone else, 0 when missing', () => {
    expect(levelOf(staff, 'order')).toBe(2);
    expect(levelOf(staff, 'wms')).toBe(1);
    expect(levelOf(staff, 'coupon')).toBe(0);
    expect(levelOf({ groupId: 6, roles: {} }, 'order')).toBe(0);
  });
});

describe('allows', () => {
  it('checks each kind of rule', () => {
    expect(allows(null, access.public())).toBe(true);
    expect(allows(null, access.signedIn())).toBe(false);
    expect(allows(staff, access.signedIn())).toBe(true);
    expect(allows(staff, access.area('order', 2))).toBe(true);
    expect(allows(staff, access.area('order', 3))).toBe(false);
    expect(allows(staff, access.area('wms', 2))).toBe(false);
    expect(allows(staff, access.admin())).toBe(false);
    expect(allows({ groupId: 2, roles: {} }, access.admin())).toBe(false);
    expect(allows({ groupId: 1, roles: {} }, access.admin())).toBe(true);
    expect(allows(null, access.area('order'))).toBe(false);
  });
  it('allows an anyArea rule when one of its levels holds', () => {
    expect(allows(staff, access.anyArea(['payment', 2], ['order', 2]))).toBe(true);
    expect(allows(staff, access.anyArea(['payment', 2], ['order', 3]))).toBe(false);
    expect(allows(staff, access.anyArea(['coupon', 1], ['wms', 1]))).toBe(true);
    expect(allows({ groupId: 2, roles: {} }, access.anyArea(['payment', 3]))).toBe(true);
    expect(allows(null, access.anyArea(['order', 1]))).toBe(false);
  });
  it('allows the operator rule to the platform operator only, whatever the group', () => {
    expect(allows({ groupId: 1, roles: {} }, access.operator())).toBe(false);
    expect(allows({ groupId: 2, roles: {} }, access.operator())).toBe(false);
    expect(allows({ groupId: 1, roles: {}, isPlatformOperator: true }, access.operator())).toBe(
      true,
    );
    expect(allows({ groupId: 3, roles: {}, isPlatformOperator: true }, access.operator())).toBe(
      true,
    );
    expect(allows(null, access.operator())).toBe(false);
  });
  it('keeps Tiktok for group 1', () => {
    expect(allows({ groupId: 1, roles: {} }, access.tiktok())).toBe(true);
    expect(allows({ groupId: 2, roles: {} }, access.tiktok())).toBe(false);
    expect(allows({ groupId: 3, roles: { platform: 3 } }, access.tiktok())).toBe(false);
  });
});

describe('the read-only flag', () => {
  it('holds every level at most at 1, whatever the roles or the group say', () => {
    const full = Object.fromEntries(AREAS.map((a) => [a, 3])) as Record<(typeof AREAS)[number], 3>;
    for (const subject of [
      { groupId: 3, roles: full, readOnly: true },
      { groupId: 1, roles: {}, readOnly: true },
      { groupId: 2, roles: {}, readOnly: true },
    ]) {
      for (const area of AREAS) expect(levelOf(subject, area)).toBe(1);
      expect(allows(subject, access.area('order', 1))).toBe(true);
      expect(allows(subject, access.area('order', 2))).toBe(false);
      expect(allows(subject, access.anyArea(['payment', 2], ['order', 3]))).toBe(false);
    }
    expect(levelOf({ groupId: 3, roles: { wms: 0 }, readOnly: true }, 'wms')).toBe(0);
    expect(levelOf({ groupId: 3, roles: { wms: 2 }, readOnly: false }, 'wms')).toBe(2);
    // The levels the signed-in user's Roles string reports follow it.
    expect(JSON.parse(rolesString({ groupId: 2, roles: {}, readOnly: true }))).toMatchObject({
      order: 1,
      wms: 1,
      plaform: 1,
    });
  });
});

describe('the employee flag', () => {
  it('shows the "(employee)" entries to employees, admins and owners', () => {
    expect(showsEmployeeEntries({ groupId: 3, roles: { wms: 1 }, isEmployee: true })).toBe(true);
    expect(showsEmployeeEntries({ groupId: 3, roles: { wms: 3 } })).toBe(false);
    expect(showsEmployeeEntries({ groupId: 1, roles: {} })).toBe(true);
    expect(showsEmployeeEntries({ groupId: 2, roles: {} })).toBe(true);
    expect(showsEmployeeEntries(null)).toBe(false);
  });
});

describe('normaliseRoles', () => {
  it('drops unknown areas and bad levels, accepts a JSON string', () => {
    expect(normaliseRoles('{"order":2,"bogus":3,"wms":7,"coupon":"1"}')).toEqual({
      order: 2,
      coupon: 1,
    });
    expect(normaliseRoles('not json')).toEqual({});
    expect(normaliseRoles(null)).toEqual({});
  });
  it('reads the legacy misspelt platform key', () => {
    expect(normaliseRoles({ plaform: 2 })).toEqual({ platform: 2 });
    expect(normaliseRoles({ platform: 1, plaform: 3 })).toEqual({ platform: 1 });
  });
});

describe('rolesString', () => {
  it('writes every area and the legacy plaform key', () => {
    const roles = JSON.parse(rolesString({ groupId: 3, roles: { platform: 2, order: 1 } }));
    expect(Object.keys(roles)).toHaveLength(AREAS.length + 1);
    expect(roles).toMatchObject({ platform: 2, plaform: 2, order: 1, wms: 0 });
  });
});
