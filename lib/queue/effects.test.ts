import { describe, expect, it } from 'vitest';
import { EffectInFlightError, memoryEffectStore, once } from '@/lib/queue/effects';

describe('once (memory store)', () => {
  it('performs an effect once and returns the stored result afterwards', async () => {
    const store = memoryEffectStore();
    let sent = 0;
    const send = async () => `msg-${++sent}`;
    const first = await once(store, 'mail:sent:a', { leaseMs: 1_000, keepMs: 60_000 }, send);
    const second = await once(store, 'mail:sent:a', { leaseMs: 1_000, keepMs: 60_000 }, send);
    expect(first).toEqual({ result: 'msg-1', skipped: false });
    expect(second).toEqual({ result: 'msg-1', skipped: true });
    expect(sent).toBe(1);
  });

  it('releases the key when the effect fails, so a retry performs it', async () => {
    const store = memoryEffectStore();
    await expect(
      once(store, 'k', { leaseMs: 1_000, keepMs: 60_000 }, async () => {
        throw new Error('smtp down');
      }),
    ).rejects.toThrow('smtp down');
    await expect(
      once(store, 'k', { leaseMs: 1_000, keepMs: 60_000 }, async () => 'ok'),
    ).resolves.toEqual({ result: 'ok', skipped: false });
  });

  it('refuses a second attempt while the first holds the lease, and lets it in after the lease', async () => {
    let now = 1_000;
    const store = memoryEffectStore(() => now);
    const claim = await store.begin('k', 500);
    expect(claim.state).toBe('owned');
    await expect(store.begin('k', 500)).rejects.toBeInstanceOf(EffectInFlightError);
    now += 501; // the first attempt died mid-effect: its lease lapses
    const again = await store.begin('k', 500);
    expect(again.state).toBe('owned');
  });

  it('a stale owner cannot release a lease taken over by a later attempt', async () => {
    let now = 0;
    const store = memoryEffectStore(() => now);
    const stale = await store.begin('k', 100);
    now = 200;
    const fresh = await store.begin('k', 100);
    if (stale.state !== 'owned' || fresh.state !== 'owned')
      throw new Error('expected owned claims');
    await stale.release();
    await expect(store.begin('k', 100)).rejects.toBeInstanceOf(EffectInFlightError);
  });

  it('forgets done effects after keepMs', async () => {
    let now = 0;
    const store = memoryEffectStore(() => now);
    await once(store, 'k', { leaseMs: 10, keepMs: 100 }, async () => 'a');
    now = 101;
    await expect(once(store, 'k', { leaseMs: 10, keepMs: 100 }, async () => 'b')).resolves.toEqual({
      result: 'b',
      skipped: false,
    });
  });
});
