import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/errors';
import {
  assertMayEditOrder,
  mayEditOrderOf,
  type OrderEditor,
} from '@/lib/domain/orders/order-owner';

const seller: OrderEditor = { userId: 7, groupId: 3, roles: { order: 2 } };
const special: OrderEditor = { ...seller, userId: 8, isSpecial: true };
const manager: OrderEditor = { userId: 9, groupId: 3, roles: { order: 3 } };
const owner: OrderEditor = { userId: 10, groupId: 2, roles: {} };

describe('mayEditOrderOf', () => {
  it('lets order level 2 edit its own orders and the platform orders (no staff)', () => {
    expect(mayEditOrderOf(seller, 7)).toBe(true);
    expect(mayEditOrderOf(seller, null)).toBe(true);
  });
  it('keeps the orders of other staff for the special user, order level 3, admins and owners', () => {
    expect(mayEditOrderOf(seller, 8)).toBe(false);
    expect(mayEditOrderOf(special, 7)).toBe(true);
    expect(mayEditOrderOf(manager, 7)).toBe(true);
    expect(mayEditOrderOf(owner, 7)).toBe(true);
    expect(mayEditOrderOf({ ...owner, readOnly: true }, 7)).toBe(false);
  });
  it('refuses with common.accessDenied, naming the order', () => {
    let error: unknown;
    try {
      assertMayEditOrder(seller, { staff_user_id: 8, order_number: 'SO-1' });
    } catch (e) {
      error = e;
    }
    expect(isAppError(error) && error.key).toBe('common.accessDenied');
    expect(isAppError(error) && error.causeText).toContain('SO-1');
    expect(() =>
      assertMayEditOrder(special, { staff_user_id: 7, order_number: 'SO-1' }),
    ).not.toThrow();
  });
});
