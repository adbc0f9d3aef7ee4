import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  openToken,
  parseTokenKeyRing,
  sealedWithOldKey,
  sealToken,
} from '@/lib/domain/platforms/token-cipher';

const key = () => randomBytes(32).toString('base64');
const shop = 'enterprise 1, TikTok Shop 7494726673780148744';

describe('token cipher', () => {
  const oldKey = key();
  const newKey = key();
  const before = parseTokenKeyRing(`k1:${oldKey}`);
  const after = parseTokenKeyRing(`k2:${newKey}, k1:${oldKey}`);

  it('opens what it sealed, and never stores the token in the clear', () => {
    const sealed = sealToken(before, 'ROW_access_token_123', shop);
    expect(sealed).not.toContain('ROW_access_token_123');
    expect(openToken(before, sealed, shop)).toBe('ROW_access_token_123');
    expect(sealToken(before, 'ROW_access_token_123', shop)).not.toBe(sealed);
  });

  it('still opens a token sealed with a key rotated out of first place, and says so', () => {
    const sealed = sealToken(before, 'refresh-abc', shop);
    expect(openToken(after, sealed, shop)).toBe('refresh-abc');
    expect(sealedWithOldKey(after, sealed)).toBe(true);
    expect(sealedWithOldKey(after, sealToken(after, 'refresh-abc', shop))).toBe(false);
  });

  it('does not open a value bound to another shop, changed, or sealed with a dropped key', () => {
    const sealed = sealToken(after, 'secret', shop);
    expect(openToken(after, sealed, 'enterprise 2, TikTok Shop 7494726673780148744')).toBeNull();
    const parts = sealed.split(':');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(openToken(after, parts.join(':'), shop)).toBeNull();
    expect(openToken(parseTokenKeyRing(`k1:${oldKey}`), sealed, shop)).toBeNull();
    expect(openToken(after, 'not sealed at all', shop)).toBeNull();
  });

  it('refuses a key ring with a short key, a bad id, a repeated id or no key', () => {
    expect(() => parseTokenKeyRing(`k1:${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
    expect(() => parseTokenKeyRing(`bad id:${key()}`)).toThrow(/ids are/);
    expect(() => parseTokenKeyRing(`k1:${key()},k1:${key()}`)).toThrow(/twice/);
    expect(() => parseTokenKeyRing(' ')).toThrow(/PLATFORM_TOKEN_KEYS/);
  });
});
