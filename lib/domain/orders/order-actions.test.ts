import { describe, expect, it } from 'vitest';
import {
  awaitsPaymentCheck,
  moveWithOwnCall,
  nextActions,
  statusCallTargets,
} from '@/lib/domain/orders/order-actions';
import { ORDER_STATUSES, nextStatuses } from '@/lib/domain/orders/status';

const at = (status: number, facts: { undoable?: boolean; promptpay?: boolean } = {}) =>
  nextActions({
    status,
    nextStatuses: nextStatuses(status),
    undoable: facts.undoable ?? false,
    promptpayAvailable: facts.promptpay ?? false,
  });

describe('order actions', () => {
  it('checks the payment of an unpaid order only', () => {
    expect(ORDER_STATUSES.filter(awaitsPaymentCheck)).toEqual([100]);
  });

  it('names the call of each move that carries more than a status', () => {
    expect(moveWithOwnCall(100, 140)).toBe('cancel');
    expect(moveWithOwnCall(111, 140)).toBe('cancel');
    expect(moveWithOwnCall(100, 111)).toBe('confirm_payment');
    expect(moveWithOwnCall(111, 100)).toBe('undo_payment');
    expect(moveWithOwnCall(998, 141)).toBe('receive_return');
    expect(moveWithOwnCall(122, 142)).toBe('claim');
    expect(moveWithOwnCall(130, 142)).toBe('claim');
    expect(moveWithOwnCall(112, 111)).toBeNull();
    expect(moveWithOwnCall(122, 130)).toBeNull();
  });

  it('offers in the status picker the moves of the status call but completing', () => {
    expect(statusCallTargets(100, nextStatuses(100))).toEqual([]);
    expect(statusCallTargets(111, nextStatuses(111))).toEqual([112, 114]);
    expect(statusCallTargets(112, nextStatuses(112))).toEqual([121, 111]);
    expect(statusCallTargets(122, nextStatuses(122))).toEqual([998]);
    expect(statusCallTargets(130, nextStatuses(130))).toEqual([998]);
    expect(statusCallTargets(998, nextStatuses(998))).toEqual([]);
  });

  it('follows the status groups', () => {
    expect(at(100)).toEqual(['edit', 'check_payment', 'cancel', 'edit_tracking', 'upload_slip']);
    expect(at(111)).toEqual(['edit', 'cancel', 'change_status', 'edit_tracking', 'upload_slip']);
    for (const s of [112, 114])
      expect(at(s)).toEqual(['change_status', 'edit_tracking', 'upload_slip']);
    expect(at(121)).toEqual(['change_status', 'edit_tracking', 'upload_slip', 'claim_pack']);
    expect(at(122)).toEqual(['complete', 'change_status', 'upload_slip', 'claim', 'claim_pack']);
    expect(at(130)).toEqual(['change_status', 'upload_slip', 'claim', 'claim_pack']);
    expect(at(998)).toEqual(['upload_slip', 'claim_pack']);
    expect(at(140)).toEqual([]);
    for (const s of [141, 142]) expect(at(s)).toEqual(['claim_pack']);
  });

  it('undoes a payment confirm only at 111 while the undo rule allows it', () => {
    expect(at(111, { undoable: true })).toContain('undo_payment');
    expect(at(111)).not.toContain('undo_payment');
    for (const s of ORDER_STATUSES.filter((s) => s !== 111))
      expect(at(s, { undoable: true })).not.toContain('undo_payment');
  });

  it('shows the PromptPay QR only for an unpaid order whose method has a PromptPay id', () => {
    expect(at(100, { promptpay: true })).toContain('promptpay_qr');
    expect(at(100)).not.toContain('promptpay_qr');
    expect(at(111, { promptpay: true })).not.toContain('promptpay_qr');
  });
});
