import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { prisma } from '@/lib/db';
import { env } from '@/lib/env';
import { login, revokeSession } from '@/lib/domain/auth/service';
import { SESSION_COOKIE, SECURE_SESSION_COOKIE } from '@/lib/auth/token';

/**
 * next-auth (credentials, JWT) over the same login service as POST /api/auth/login: the
 * token it issues carries the same session id, so the session row revokes it too.
 */
export function authOptions(): NextAuthOptions {
  const e = env();
  return {
    secret: e.AUTH_SECRET,
    session: { strategy: 'jwt', maxAge: e.SESSION_TTL_HOURS * 3600 },
    pages: { signIn: '/login', error: '/login' },
    cookies: {
      sessionToken: {
        name: e.COOKIE_SECURE ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
        options: { httpOnly: true, sameSite: 'lax', path: '/', secure: e.COOKIE_SECURE },
      },
    },
    providers: [
      CredentialsProvider({
        name: 'credentials',
        credentials: {
          username: { type: 'text' },
          password: { type: 'password' },
          recaptcha_token: { type: 'text' },
        },
        async authorize(credentials, req) {
          if (!credentials?.username || !credentials.password) return null;
          const forwarded =
            String(req.headers?.['x-forwarded-for'] ?? '')
              .split(',')
              .pop()
              ?.trim() || 'unknown';
          try {
            const result = await login(prisma(), credentials, {
              ip: forwarded,
              userAgent: String(req.headers?.['user-agent'] ?? ''),
            });
            return { id: result.claims.sub, ...result.claims };
          } catch {
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) Object.assign(token, user);
        return token;
      },
      async session({ session, token }) {
        return { ...session, sid: token.sid, gid: token.gid };
      },
    },
    events: {
      async signOut({ token }) {
        if (token?.sid && typeof token.sid === 'string')
          await revokeSession(prisma(), token.sid, 'logout');
      },
    },
  };
}
