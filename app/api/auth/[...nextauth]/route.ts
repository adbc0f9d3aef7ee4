import NextAuth from 'next-auth';
import { access } from '@/lib/auth/permissions';
import { authOptions } from '@/lib/auth/next-auth';
import { declareExternalRoute } from '@/lib/http/external-route';

// next-auth's own endpoints (session, csrf, providers, callback/credentials, signout).
// They check credentials through the same login service, so they are public by design.
const handler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) =>
  NextAuth(authOptions())(req, ctx);

export const GET = declareExternalRoute(handler, {
  access: access.public(),
  summary: 'next-auth endpoints',
  tags: ['auth'],
});
export const POST = declareExternalRoute(handler, {
  access: access.public(),
  summary: 'next-auth endpoints',
  tags: ['auth'],
});
