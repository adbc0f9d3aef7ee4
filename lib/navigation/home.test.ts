import { describe, expect, it } from 'vitest';
import { GROUP, type Subject } from '@/lib/auth/permissions';
import { FORBIDDEN_PATH, homeFor, refusedPath } from '@/lib/navigation/home';
import { refusalOf } from '@/lib/navigation/refusal';

// The seeded demo users' access (prisma/seed.ts).
const staff: Subject = {
  groupId: GROUP.employee,
  roles: {
    order: 2,
    payment: 2,
    wms: 2,
    packing: 2,
    product: 2,
    customer: 2,
    coupon: 2,
    po: 2,
    report: 2,
    order_return: 2,
  },
};
const delivery: Subject = { groupId: GROUP.delivery, roles: { delivery: 2, packing: 1 } };
const customer: Subject = { groupId: GROUP.customer, roles: {} };

describe('homeFor: the first screen a user may use', () => {
  it('is the order list for those who may read orders', () => {
    expect(homeFor({ groupId: GROUP.admin, roles: {} })).toBe('/backoffice/orders');
    expect(homeFor({ groupId: GROUP.owner, roles: {} })).toBe('/backoffice/orders');
    expect(homeFor(staff)).toBe('/backoffice/orders');
    expect(homeFor({ groupId: GROUP.agent, roles: { order: 2, customer: 2 } })).toBe(
      '/backoffice/orders',
    );
  });

  it('is the hand-over check for the driver', () => {
    expect(homeFor(delivery)).toBe('/backoffice/packings/shipping/checking');
  });

  it('is the first sidebar entry for anyone else', () => {
    expect(homeFor({ groupId: GROUP.employee, roles: { wms: 1 } })).toBe(
      '/wms/inventory/dashboard',
    );
    // The returns on their way come first: what to look out for before what came in.
    expect(homeFor({ groupId: GROUP.employee, roles: { order_return: 1 } })).toBe(
      '/backoffice/returnv0',
    );
  });

  it('is the forbidden page for a user without any screen', () => {
    expect(homeFor(customer)).toBe(FORBIDDEN_PATH);
    expect(homeFor(null)).toBe(FORBIDDEN_PATH);
  });
});

describe('a refused screen', () => {
  it('lands on /forbidden naming the screen', () => {
    expect(refusedPath('/backoffice/return')).toBe('/forbidden?refused=%2Fbackoffice%2Freturn');
  });

  it('is described with what it needs', () => {
    const refused = new URL(refusedPath('/backoffice/return'), 'http://x').searchParams;
    expect(refusalOf(refused.get('refused'))).toEqual({
      title: 'orderReturn',
      requirement: { kind: 'areas', areas: [{ area: 'order_return', level: 2 }] },
    });
    expect(refusalOf('/backoffice/packings/shipping/checking')?.requirement).toEqual({
      kind: 'areas',
      areas: [
        { area: 'packing', level: 2 },
        { area: 'delivery', level: 2 },
      ],
    });
    expect(refusalOf('/admin/user')?.requirement).toEqual({ kind: 'admin' });
    expect(refusalOf('/admin/signup')?.requirement).toEqual({ kind: 'operator' });
  });

  it('says nothing of an address that is no screen', () => {
    expect(refusalOf('/nowhere')).toBeNull();
    expect(refusalOf('https://example.com/backoffice/return')).toBeNull();
    expect(refusalOf('')).toBeNull();
    expect(refusalOf(null)).toBeNull();
  });
});
