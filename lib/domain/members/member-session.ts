import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';

// The member's own session on the LIFF page (docs/members.md, LIFF): a cookie holding the
// enterprise, the member and an expiry, signed with a key derived from AUTH_SECRET. It is
// not a back-office session: it opens only the /api/liff calls of that one member.

export const MEMBER_COOKIE = 'liff_member';
export const MEMBER_SESSION_HOURS = 12;

export interface MemberSession {
  enterpriseId: number;
  memberId: number;
  /** Unix ms. */
  exp: number;
}

const key = (secret: string) => createHmac('sha256', secret).update('liff-member-session').digest();
const mac = (secret: string, data: string) =>
  createHmac('sha256', key(secret)).update(data).digest('base64url');

export function signMemberSession(s: MemberSession, secret = env().AUTH_SECRET): string {
  const data = Buffer.from(JSON.stringify([s.enterpriseId, s.memberId, s.exp])).toString(
    'base64url',
  );
  return `${data}.${mac(secret, data)}`;
}

export function readMemberSession(
  value: string | undefined | null,
  now = Date.now(),
  secret = env().AUTH_SECRET,
): MemberSession | null {
  if (!value) return null;
  const [data, sig] = value.split('.');
  if (!data || !sig) return null;
  const expected = Buffer.from(mac(secret, data));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [enterpriseId, memberId, exp] = JSON.parse(
      Buffer.from(data, 'base64url').toString(),
    ) as number[];
    if (!Number.isInteger(enterpriseId) || !Number.isInteger(memberId) || !(Number(exp) > now))
      return null;
    return { enterpriseId: enterpriseId!, memberId: memberId!, exp: exp! };
  } catch {
    return null;
  }
}

/** The cookie's value out of a Cookie header. */
export function memberCookie(header: string | null): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === MEMBER_COOKIE) return rest.join('=');
  }
  return null;
}

export function memberCookieHeader(value: string, secure: boolean): string {
  return `${MEMBER_COOKIE}=${value}; Path=/api/liff; HttpOnly; SameSite=Lax; Max-Age=${
    MEMBER_SESSION_HOURS * 3600
  }${secure ? '; Secure' : ''}`;
}

/** The member session of a request's Cookie header, or liff.sessionRequired (401). */
export function requireMemberSession(cookieHeader: string | null): MemberSession {
  const s = readMemberSession(memberCookie(cookieHeader));
  if (!s) throw new AppError('liff.sessionRequired', 'no member session');
  return s;
}
