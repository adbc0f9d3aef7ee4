import { describe, expect, it } from 'vitest';
import {
  canConnect,
  progressWidth,
  shopActions,
  storageNames,
  syncDaysProblem,
  tokenUrgency,
} from '@/components/platforms/shop-view';
import { readConnectNotice } from '@/components/platforms/connect-notice';

const none = {
  reconnect: false,
  syncOrders: false,
  syncProducts: false,
  refreshToken: false,
  editSettings: false,
  disconnect: false,
};

describe('what a shop card offers', () => {
  it('offers nothing to level 1, who only sees', () => {
    for (const status of [1, 2, 3]) expect(shopActions(1, status)).toEqual(none);
    expect(canConnect(1)).toBe(false);
  });

  it('lets level 2 sync, refresh and set up a connected shop, but not disconnect it', () => {
    expect(shopActions(2, 1)).toEqual({
      ...none,
      syncOrders: true,
      syncProducts: true,
      refreshToken: true,
      editSettings: true,
    });
    expect(canConnect(2)).toBe(true);
  });

  it('lets level 3 disconnect too', () => {
    expect(shopActions(3, 1).disconnect).toBe(true);
  });

  it('offers connecting again, not syncing, to a shop whose connection ended', () => {
    expect(shopActions(2, 2)).toEqual({ ...none, reconnect: true, editSettings: true });
    expect(shopActions(3, 2)).toEqual({
      ...none,
      reconnect: true,
      editSettings: true,
      disconnect: true,
    });
  });

  it('offers only connecting again to a disconnected shop', () => {
    expect(shopActions(3, 3)).toEqual({ ...none, reconnect: true });
  });
});

describe('the token expiry', () => {
  const now = Date.parse('2026-11-20T00:00:00Z');
  it('is red under 30 minutes (the refresh is failing) and once past', () => {
    expect(tokenUrgency(null, now)).toBe('none');
    expect(tokenUrgency('2026-11-22T00:00:00Z', now)).toBe('ok');
    // A Shopee token of four hours is fine: the job refreshes it in its last hour.
    expect(tokenUrgency('2026-11-20T03:59:00Z', now)).toBe('ok');
    expect(tokenUrgency('2026-11-20T00:31:00Z', now)).toBe('ok');
    expect(tokenUrgency('2026-11-20T00:29:00Z', now)).toBe('soon');
    expect(tokenUrgency('2026-11-19T23:59:00Z', now)).toBe('expired');
  });
});

describe('the sync', () => {
  it('fills the bar as the run goes', () => {
    expect(progressWidth('queued')).toBeLessThan(progressWidth('running'));
    expect(progressWidth('done')).toBe(100);
    expect(progressWidth('failed')).toBe(100);
  });

  it('asks for 1 to 92 whole days', () => {
    expect(syncDaysProblem('1')).toBeNull();
    expect(syncDaysProblem('92')).toBeNull();
    for (const bad of ['0', '93', '1.5', '', 'x']) expect(syncDaysProblem(bad)).toBe('invalid');
  });

  it('names the storages a shop sells from, an unknown one by its id', () => {
    expect(storageNames([2, 9], [{ value: 2, label: 'Main' }])).toEqual(['Main', '#9']);
  });
});

describe("the platform's return", () => {
  it('reads the shops connected', () => {
    expect(readConnectNotice({ connected: '2', platform: 'shopee' })).toEqual({
      kind: 'connected',
      count: 2,
      platform: 'shopee',
    });
    expect(readConnectNotice({ connected: '1', platform: 'line' })).toEqual({
      kind: 'connected',
      count: 1,
      platform: null,
    });
  });

  it('reads a refusal as a catalogue key, anything else as a system error', () => {
    expect(readConnectNotice({ error: 'platform.authFailed' })).toEqual({
      kind: 'error',
      key: 'platform.authFailed',
    });
    expect(readConnectNotice({ error: '<script>' })).toEqual({
      kind: 'error',
      key: 'common.systemError',
    });
  });

  it('says nothing without a notice', () => {
    expect(readConnectNotice({})).toBeNull();
    expect(readConnectNotice({ connected: 'many' })).toBeNull();
  });
});
