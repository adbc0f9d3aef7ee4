import { hkdfSync } from 'node:crypto';
import { jwtDecrypt } from 'jose';
import { encode } from 'next-auth/jwt';
import { env } from '@/lib/env';
import { normaliseRoles, type Subject } from '@/lib/auth/permissions';

/** next-auth's cookie names, so its own handler and ours read the same session. */
export const SESSION_COOKIE = 'next-auth.session-token';
export const SECURE_SESSION_COOKIE = '__Secure-next-auth.session-token';
export const sessionCookieName = (): string =>
  env().COOKIE_SECURE ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/** What the token carries: the session row id, and a copy of the user's access for the proxy. */
export interface TokenClaims {
  sub: string;
  sid: string;
  gid: number;
  roles: Record<string, number>;
  eid: number;
  /** Set (true) only on the platform operator's tokens. */
  op?: true;
  /** Set (true) only on the tokens of users with the employee flag. */
  emp?: true;
  /** Set (true) only on the tokens of read-only users (their `roles` are already at most 1). */
  ro?: true;
}

/**
 * Who the token says the user is, for routing only (the proxy): the session row, read on
 * every call and page, stays the authority.
 */
export const subjectOfClaims = (claims: Readonly<TokenClaims>): Subject => ({
  groupId: claims.gid,
  roles: normaliseRoles(claims.roles),
  isPlatformOperator: claims.op === true,
  isEmployee: claims.emp === true,
  readOnly: claims.ro === true,
});

export async function issueToken(claims: TokenClaims, maxAgeSeconds: number): Promise<string> {
  return encode({ token: { ...claims }, secret: env().AUTH_SECRET, maxAge: maxAgeSeconds });
}

const derivedKeys = new Map<string, Uint8Array>();

/**
 * next-auth's token encryption key for a secret (HKDF-SHA256 with its info string, no
 * salt), derived once per process: next-auth's own decode derives it on every call, which
 * cost more than the decryption itself on every signed-in request.
 */
export function tokenEncryptionKey(secret: string): Uint8Array {
  let key = derivedKeys.get(secret);
  if (!key) {
    key = new Uint8Array(
      hkdfSync('sha256', secret, '', 'NextAuth.js Generated Encryption Key', 32),
    );
    derivedKeys.set(secret, key);
  }
  return key;
}

const CLOCK_TOLERANCE_SECONDS = 15;
/** Tokens decrypted lately: a station sends the same one many times a second. */
const READ_TOKENS_KEPT = 2_000;
const readTokens = new Map<
  string,
  { claims: Readonly<TokenClaims>; secret: string; expiresAtMs: number }
>();

/**
 * The claims of a token next-auth (or issueToken) encrypted, or null when it is not valid.
 * A token read once is kept (by its whole text, with the secret it was read with) until it
 * expires, so the many calls of one session skip the decryption (~30 µs of a scan's CPU);
 * revocation is not the token's business: the session row is read on every call.
 */
export async function readToken(token: string): Promise<Readonly<TokenClaims> | null> {
  if (!token) return null;
  const secret = env().AUTH_SECRET;
  const known = readTokens.get(token);
  if (known) {
    if (known.secret === secret && Date.now() < known.expiresAtMs) return known.claims;
    readTokens.delete(token);
  }
  try {
    // As next-auth's decode: direct A256GCM encryption, 15 s of clock tolerance.
    const { payload } = await jwtDecrypt(token, tokenEncryptionKey(secret), {
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (!payload || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    const claims = Object.freeze(payload as unknown as TokenClaims);
    if (typeof payload.exp === 'number') {
      if (readTokens.size >= READ_TOKENS_KEPT) readTokens.delete(readTokens.keys().next().value!);
      readTokens.set(token, {
        claims,
        secret,
        expiresAtMs: (payload.exp + CLOCK_TOLERANCE_SECONDS) * 1000,
      });
    }
    return claims;
  } catch {
    return null;
  }
}

/** The raw token from `Authorization: Bearer` or, failing that, the session cookie. */
export function tokenFromHeaders(
  headers: Headers,
): { token: string; via: 'bearer' | 'cookie' } | null {
  const auth = headers.get('authorization');
  if (auth && /^bearer\s+/i.test(auth)) {
    const token = auth.replace(/^bearer\s+/i, '').trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE || name === SECURE_SESSION_COOKIE) {
      const token = decodeURIComponent(rest.join('='));
      if (token) return { token, via: 'cookie' };
    }
  }
  return null;
}

export function sessionCookieHeader(token: string, maxAgeSeconds: number): string {
  const secure = env().COOKIE_SECURE ? '; Secure' : '';
  return `${sessionCookieName()}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export function clearSessionCookieHeaders(): string[] {
  return [SESSION_COOKIE, SECURE_SESSION_COOKIE].map(
    (name) =>
      `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${name.startsWith('__Secure') ? '; Secure' : ''}`,
  );
}
