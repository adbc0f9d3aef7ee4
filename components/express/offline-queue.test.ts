import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  discard,
  EMPTY_QUEUE,
  enqueue,
  markSending,
  nextToSend,
  outcomeOf,
  parseQueue,
  pendingCount,
  pendingFor,
  recover,
  settle,
  wakeUp,
  type NewAction,
} from '@/components/express/offline-queue';

const action = (id: string, orderId = 1): NewAction => ({
  id,
  kind: 'delivered',
  orderId,
  orderNumber: `SO${orderId}`,
  at: '2026-11-27T05:00:00.000Z',
  cash: '100.00',
  hasPhoto: false,
});

describe('the offline queue', () => {
  it('keeps actions in the order they were done, each id once', () => {
    let q = enqueue(EMPTY_QUEUE, action('a-00000001', 1));
    q = enqueue(q, action('b-00000002', 2));
    q = enqueue(q, action('a-00000001', 1));
    expect(q.items.map((i) => i.id)).toEqual(['a-00000001', 'b-00000002']);
    expect(pendingCount(q)).toBe(2);
    expect(nextToSend(q, 0)?.id).toBe('a-00000001');
  });

  it('sends one at a time and drops what was sent', () => {
    let q = enqueue(enqueue(EMPTY_QUEUE, action('a-00000001', 1)), action('b-00000002', 2));
    q = markSending(q, 'a-00000001');
    expect(nextToSend(q, 0)).toBeNull();
    expect(pendingCount(q)).toBe(2);
    q = settle(q, 'a-00000001', { type: 'sent' }, 0);
    expect(q.items.map((i) => i.id)).toEqual(['b-00000002']);
    expect(nextToSend(q, 0)?.id).toBe('b-00000002');
  });

  it('keeps an action that met no network, waits, and tries at once when the network is back', () => {
    let q = markSending(enqueue(EMPTY_QUEUE, action('a-00000001')), 'a-00000001');
    q = settle(q, 'a-00000001', { type: 'network' }, 1_000);
    expect(q.items[0]).toMatchObject({ state: 'waiting', attempts: 1, notBefore: 3_000 });
    expect(nextToSend(q, 2_000)).toBeNull();
    expect(nextToSend(q, 3_000)?.id).toBe('a-00000001');
    expect(nextToSend(wakeUp(q), 1_001)?.id).toBe('a-00000001');
    expect(pendingCount(q)).toBe(1);
  });

  it('backs off from 2 s, doubling, to at most a minute', () => {
    expect([1, 2, 3, 4, 10].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000, 60_000]);
  });

  it('keeps a refused action to be seen, out of the badge, until discarded', () => {
    let q = markSending(enqueue(EMPTY_QUEUE, action('a-00000001', 7)), 'a-00000001');
    q = settle(q, 'a-00000001', { type: 'refused', errorKey: 'express.parcelClosed' }, 0);
    expect(q.items[0]).toMatchObject({ state: 'refused', errorKey: 'express.parcelClosed' });
    expect(pendingCount(q)).toBe(0);
    expect(pendingFor(q, 7)).toBeNull();
    expect(nextToSend(q, 0)).toBeNull();
    expect(discard(q, 'a-00000001').items).toEqual([]);
  });

  it('reads answers: no answer and server trouble are tried again, refusals are final', () => {
    expect(outcomeOf(200, 'common.success')).toEqual({ type: 'sent' });
    for (const status of [0, 408, 429, 500, 502, 503])
      expect(outcomeOf(status, 'common.networkError')).toEqual({ type: 'network' });
    expect(outcomeOf(409, 'express.parcelClosed')).toEqual({
      type: 'refused',
      errorKey: 'express.parcelClosed',
    });
    expect(outcomeOf(422, 'express.cashRequired').type).toBe('refused');
    // signed out while it waited: kept for after signing in again, not dropped as refused
    expect(outcomeOf(401, 'auth.unauthorized')).toEqual({ type: 'network' });
    expect(outcomeOf(403, 'common.forbidden').type).toBe('refused');
  });

  it('after a reload sends again what was on its way (the server counts it once)', () => {
    const q = markSending(enqueue(EMPTY_QUEUE, action('a-00000001')), 'a-00000001');
    const back = recover(parseQueue(JSON.stringify(q)));
    expect(back.items[0]).toMatchObject({ id: 'a-00000001', state: 'waiting' });
    expect(nextToSend(back, 0)?.id).toBe('a-00000001');
  });

  it('reads nothing usable as an empty queue', () => {
    expect(parseQueue(null)).toEqual(EMPTY_QUEUE);
    expect(parseQueue('not json')).toEqual(EMPTY_QUEUE);
    expect(parseQueue('{"items":[{"id":1}]}')).toEqual(EMPTY_QUEUE);
  });

  it('marks the order of a pending action', () => {
    const q = enqueue(EMPTY_QUEUE, action('a-00000001', 5));
    expect(pendingFor(q, 5)?.id).toBe('a-00000001');
    expect(pendingFor(q, 6)).toBeNull();
  });
});
