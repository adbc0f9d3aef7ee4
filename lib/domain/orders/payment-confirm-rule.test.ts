import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { confirmAmount } from '@/lib/domain/orders/payment-confirm-rule';

const staff = { groupId: 3, roles: { payment: 2 as const } };
const manager = { groupId: 3, roles: { payment: 3 as const } };
const owner = { groupId: 2, roles: {} };

function refusal(fn: () => unknown): [number, string, string] {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return [e.status, e.key, e.causeText];
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('confirming a payment as correct', () => {
  it('takes the amount typed from the slip', () => {
    expect(confirmAmount(staff, { slip_amount: '830.00' })).toEqual({
      slipAmount: '830.00',
      noSlip: false,
    });
  });

  it('refuses a confirm without the amount, naming the field', () => {
    for (const input of [{}, { slip_amount: null }, { no_slip: false }]) {
      const [status, key, cause] = refusal(() => confirmAmount(manager, input));
      expect([status, key]).toEqual([400, 'common.invalidParameter']);
      expect(cause).toContain('body.slip_amount');
    }
  });

  it('confirms without a slip only for payment level 3, and only without an amount', () => {
    expect(confirmAmount(manager, { no_slip: true })).toEqual({ slipAmount: null, noSlip: true });
    expect(confirmAmount(owner, { no_slip: true }).noSlip).toBe(true);
    expect(refusal(() => confirmAmount(staff, { no_slip: true })).slice(0, 2)).toEqual([
      403,
      'common.accessDenied',
    ]);
    expect(
      refusal(() => confirmAmount(manager, { no_slip: true, slip_amount: '10.00' })).slice(0, 2),
    ).toEqual([400, 'common.invalidParameter']);
  });
});
