import { describe, expect, it } from 'vitest';
import {
  PAYMENT_UNDO_MINUTES,
  paymentUndoRefusal,
  paymentUndoUntil,
  type PaymentUndoFacts,
} from '@/lib/domain/orders/payment-undo-rule';

const confirmedAt = new Date('2026-11-19T03:00:00.000Z');
const minutesAfter = (m: number) => new Date(confirmedAt.getTime() + m * 60_000);
const justConfirmed: PaymentUndoFacts = {
  status: 111,
  lastEvent: { type: 'payment_confirmed', createdAt: confirmedAt },
  packingOpened: false,
};

describe('undoing a payment confirm', () => {
  it('is allowed for ten minutes after the confirm, to the millisecond', () => {
    expect(PAYMENT_UNDO_MINUTES).toBe(10);
    expect(paymentUndoUntil(confirmedAt).toISOString()).toBe('2026-11-19T03:10:00.000Z');
    expect(paymentUndoRefusal(justConfirmed, minutesAfter(0))).toBeNull();
    expect(paymentUndoRefusal(justConfirmed, minutesAfter(10))).toBeNull();
    expect(paymentUndoRefusal(justConfirmed, new Date(minutesAfter(10).getTime() + 1))).toMatch(
      /more than 10 minutes/,
    );
  });

  it('is refused once a packing was opened, or anything else happened to the order', () => {
    expect(paymentUndoRefusal({ ...justConfirmed, packingOpened: true }, minutesAfter(1))).toMatch(
      /packing/,
    );
    const tracked = { ...justConfirmed, lastEvent: { type: 'tracking', createdAt: confirmedAt } };
    expect(paymentUndoRefusal(tracked, minutesAfter(1))).toMatch(/something else happened/);
    expect(paymentUndoRefusal({ ...justConfirmed, lastEvent: null }, minutesAfter(1))).toMatch(
      /something else happened/,
    );
  });

  it('is refused for an order that is not at 111', () => {
    for (const status of [100, 112, 114, 140])
      expect(paymentUndoRefusal({ ...justConfirmed, status }, minutesAfter(1))).toMatch(
        new RegExp(`at ${status}`),
      );
  });
});
