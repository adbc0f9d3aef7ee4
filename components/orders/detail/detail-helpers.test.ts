import { describe, expect, it } from 'vitest';
import { orderActions } from '@/components/orders/detail/actions';
import { clampZoom, FIT, panBy, viewerKey, zoomBy } from '@/components/orders/detail/zoom';
import { nextActions } from '@/lib/domain/orders/order-actions';
import { nextStatuses } from '@/lib/domain/orders/status';

const at = (status: number, extra: { slip?: string; undoUntil?: string } = {}) => {
  const next = [...nextStatuses(status)];
  const undoUntil = extra.undoUntil ?? null;
  return {
    status,
    next_statuses: next,
    next_actions: nextActions({
      status,
      nextStatuses: next,
      undoable: undoUntil !== null,
      promptpayAvailable: false,
    }),
    payment_slip_url: extra.slip ?? null,
    payment_undo_until: undoUntil,
  };
};
const manager = { order: 3, payment: 3 };

describe('order detail actions', () => {
  it('checks a payment only at 100 with payment level 2', () => {
    expect(orderActions(at(100), { order: 1, payment: 2 }).checkPayment).toBe(true);
    expect(orderActions(at(100), { order: 3, payment: 1 }).checkPayment).toBe(false);
    expect(orderActions(at(111), manager).checkPayment).toBe(false);
  });

  it('confirms without a slip amount only at payment level 3, for an order without a slip', () => {
    expect(orderActions(at(100), manager).confirmWithoutSlip).toBe(true);
    expect(orderActions(at(100), { order: 3, payment: 2 }).confirmWithoutSlip).toBe(false);
    expect(orderActions(at(100, { slip: '/api/v1/files/s.png' }), manager).confirmWithoutSlip).toBe(
      false,
    );
    expect(orderActions(at(111), manager).confirmWithoutSlip).toBe(false);
  });

  it('undoes a payment confirm at payment level 3 while the server gives a window', () => {
    const confirmed = at(111, { undoUntil: '2026-11-19T03:10:00.000Z' });
    expect(orderActions(confirmed, manager).undoPayment).toBe(true);
    expect(orderActions(confirmed, { order: 3, payment: 2 }).undoPayment).toBe(false);
    expect(orderActions(at(111), manager).undoPayment).toBe(false);
    expect(orderActions(at(112), manager).undoPayment).toBe(false);
  });

  it('cancels and changes status at order level 3 only', () => {
    expect(orderActions(at(111), manager).cancel).toBe(true);
    expect(orderActions(at(111), { order: 2, payment: 3 }).cancel).toBe(false);
    expect(orderActions(at(111), { order: 2, payment: 3 }).statusTargets).toEqual([]);
    expect(orderActions(at(130), manager).cancel).toBe(false);
  });

  it('keeps the moves that have their own call out of the status picker', () => {
    expect(orderActions(at(100), manager).statusTargets).toEqual([]);
    expect(orderActions(at(111), manager).statusTargets).toEqual([112, 114]);
    expect(orderActions(at(122), manager).statusTargets).toEqual([998]);
    expect(orderActions(at(998), manager).statusTargets).toEqual([]);
    expect(orderActions(at(140), manager).statusTargets).toEqual([]);
  });

  it('offers the quick order edit only to who may edit this order', () => {
    expect(orderActions(at(111), { order: 2, payment: 0 }).quickOrder).toBe(true);
    expect(orderActions(at(111), { order: 2, payment: 0, editsOrder: true }).quickOrder).toBe(true);
    // Another staff member's order, without order level 3 or the special-user flag.
    expect(orderActions(at(111), { order: 2, payment: 0, editsOrder: false }).quickOrder).toBe(
      false,
    );
    expect(orderActions(at(111), { order: 1, payment: 0 }).quickOrder).toBe(false);
  });

  it('completes only a delivered order', () => {
    expect(orderActions(at(122), manager).complete).toBe(true);
    expect(orderActions(at(121), manager).complete).toBe(false);
    expect(orderActions(at(122), { order: 2, payment: 0 }).complete).toBe(false);
  });

  it('edits tracking until delivery and takes slips until the order is closed', () => {
    expect(orderActions(at(112), { order: 2, payment: 0 }).editTracking).toBe(true);
    expect(orderActions(at(122), manager).editTracking).toBe(false);
    expect(orderActions(at(112), { order: 1, payment: 0 }).editTracking).toBe(false);
    expect(orderActions(at(100), { order: 1, payment: 2 }).uploadSlip).toBe(true);
    expect(orderActions(at(130), { order: 0, payment: 2 }).uploadSlip).toBe(true);
    expect(orderActions(at(140), manager).uploadSlip).toBe(false);
    expect(orderActions(at(141), manager).uploadSlip).toBe(false);
  });
});

describe('slip zoom', () => {
  it('zooms in steps within its bounds and back to fit', () => {
    let v = FIT;
    for (let i = 0; i < 30; i++) v = zoomBy(v, 1);
    expect(v.scale).toBe(8);
    for (let i = 0; i < 30; i++) v = zoomBy(v, -1);
    expect(v.scale).toBe(0.25);
    expect(v.x).toBe(0);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('pans only a zoomed image, keeping the centre when zooming', () => {
    expect(panBy(FIT, 10, 10)).toEqual(FIT);
    const zoomed = panBy(zoomBy(FIT, 1), 20, -10);
    expect(zoomed).toEqual({ scale: 1.25, x: 20, y: -10 });
    expect(zoomBy(zoomed, 1)).toEqual({ scale: 1.5625, x: 25, y: -12.5 });
  });

  it('maps the viewer keys', () => {
    expect(viewerKey('+')).toBe('in');
    expect(viewerKey('=')).toBe('in');
    expect(viewerKey('-')).toBe('out');
    expect(viewerKey('0')).toBe('fit');
    expect(viewerKey('a')).toBeNull();
  });
});
