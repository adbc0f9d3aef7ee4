import { describe, expect, it } from 'vitest';
import { makeConnectState, readConnectState } from '@/lib/domain/platforms/shops/connect-state';

const secret = 'test-secret-of-at-least-thirty-two-characters';
const who = { platform: 'shopee' as const, userId: 7, enterpriseId: 3 };

describe('connect state', () => {
  it('reads back what it was made from', () => {
    const state = makeConnectState(secret, who);
    expect(readConnectState(secret, state, who)).toEqual(who);
  });
  it('refuses another person, enterprise or platform', () => {
    const state = makeConnectState(secret, who);
    expect(() => readConnectState(secret, state, { ...who, userId: 8 })).toThrow(/another/);
    expect(() => readConnectState(secret, state, { ...who, enterpriseId: 4 })).toThrow(/another/);
    expect(() => readConnectState(secret, state, { ...who, platform: 'lazada' })).toThrow(
      /another/,
    );
  });
  it('refuses an expired, forged or mangled state', () => {
    const old = makeConnectState(secret, who, Date.now() - 16 * 60_000);
    expect(() => readConnectState(secret, old, who)).toThrow(/expired/);
    const state = makeConnectState(secret, who);
    expect(() => readConnectState('another-secret-of-thirty-two-characters!!', state, who)).toThrow(
      /signature/,
    );
    const [payload, signature] = state.split('.');
    const swapped = `${Buffer.from(JSON.stringify({ e: 3, u: 7, p: 'shopee', x: Date.now() + 60_000 })).toString('base64url')}.${signature}`;
    expect(() => readConnectState(secret, swapped, who)).toThrow(/signature/);
    expect(() => readConnectState(secret, `${payload}`, who)).toThrow(/signature/);
    expect(() => readConnectState(secret, '', who)).toThrow(/signature/);
  });
});
