import { encode } from 'next-auth/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env, resetEnvForTests } from '@/lib/env';
import { issueToken, readToken, subjectOfClaims, tokenEncryptionKey } from '@/lib/auth/token';

const claims = { sub: '7', sid: 'session-1', gid: 2, roles: { order: 2 }, eid: 3 };

describe('session tokens', () => {
  it('reads a token that next-auth itself encrypted (same derived key), and our own', async () => {
    const fromNextAuth = await encode({ token: { ...claims }, secret: env().AUTH_SECRET });
    expect(await readToken(fromNextAuth)).toMatchObject(claims);
    expect(await readToken(await issueToken(claims, 60))).toMatchObject(claims);
    // Derived once: the same key object answers every call.
    expect(tokenEncryptionKey(env().AUTH_SECRET)).toBe(tokenEncryptionKey(env().AUTH_SECRET));
  });

  it('refuses a token of another secret, an expired one, a tampered one and garbage', async () => {
    const other = await encode({
      token: { ...claims },
      secret: 'another-secret-of-at-least-thirty-two-chars',
    });
    expect(await readToken(other)).toBeNull();
    const expired = await encode({ token: { ...claims }, secret: env().AUTH_SECRET, maxAge: -60 });
    expect(await readToken(expired)).toBeNull();
    const good = await issueToken(claims, 60);
    const parts = good.split('.');
    parts[3] = parts[3]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await readToken(parts.join('.'))).toBeNull();
    expect(await readToken('not-a-token')).toBeNull();
    expect(await readToken('')).toBeNull();
  });

  it('refuses a token without a session id', async () => {
    const noSid = await encode({ token: { sub: '7' }, secret: env().AUTH_SECRET });
    expect(await readToken(noSid)).toBeNull();
  });

  describe('tokens read before', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllEnvs();
      resetEnvForTests();
    });

    it('answers the same claims again without decrypting, until the token expires', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const token = await issueToken(claims, 60);
      const first = await readToken(token);
      expect(first).toMatchObject(claims);
      expect(await readToken(token)).toBe(first);
      // 60 s of life and 15 s of clock tolerance later it is refused, kept or not.
      vi.advanceTimersByTime(74_000);
      expect(await readToken(token)).toBe(first);
      vi.advanceTimersByTime(2_000);
      expect(await readToken(token)).toBeNull();
    });

    it('does not answer a token read under another secret', async () => {
      const token = await issueToken(claims, 60);
      expect(await readToken(token)).toMatchObject(claims);
      vi.stubEnv('AUTH_SECRET', 'a-rotated-secret-of-at-least-thirty-two-characters');
      resetEnvForTests();
      expect(await readToken(token)).toBeNull();
    });
  });
});

describe('subjectOfClaims', () => {
  it("carries the operator's flag through the token for the page routing", async () => {
    const operator = await readToken(await issueToken({ ...claims, op: true }, 60));
    expect(subjectOfClaims(operator!)).toEqual({
      groupId: 2,
      roles: { order: 2 },
      isPlatformOperator: true,
      isEmployee: false,
      readOnly: false,
    });
    expect(subjectOfClaims((await readToken(await issueToken(claims, 60)))!)).toEqual({
      groupId: 2,
      roles: { order: 2 },
      isPlatformOperator: false,
      isEmployee: false,
      readOnly: false,
    });
  });
  it('carries the employee and read-only flags through the token', async () => {
    const flagged = await readToken(await issueToken({ ...claims, emp: true, ro: true }, 60));
    expect(subjectOfClaims(flagged!)).toMatchObject({ isEmployee: true, readOnly: true });
  });
});
