import { NextResponse, type NextRequest } from 'next/server';
import { allows } from '@/lib/auth/permissions';
import { readToken, subjectOfClaims, tokenFromHeaders } from '@/lib/auth/token';
import { contentSecurityPolicy, newNonce } from '@/lib/http/csp';
import {
  SECTION_REDIRECTS,
  pageAt,
  isHomePath,
  isLiffPath,
  isPublicPath,
} from '@/lib/navigation/pages';
import { homeFor, refusedPath } from '@/lib/navigation/home';

/**
 * In front of every page (/api calls pass the server's edge instead: lib/http/server-edge.ts).
 * Gating: section redirects, sign-in required -> /login with a return
 * URL, `/` and `/backoffice` -> the user's first screen, refused screens -> /forbidden
 * naming the screen. The token's claims serve the routing; the shell layout re-reads the
 * session from the database, so a revoked token never shows a page. Every page gets a
 * Content-Security-Policy with a nonce of its own, which Next puts on its scripts.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const target = SECTION_REDIRECTS[pathname.replace(/\/$/, '') || '/'];
  if (target) return NextResponse.redirect(new URL(target, request.url));
  if (isPublicPath(pathname)) return withNonce(request);

  const page = pageAt(pathname);
  if (!page && !isHomePath(pathname)) return withNonce(request); // the not-found page

  const found = tokenFromHeaders(request.headers);
  const claims = found ? await readToken(found.token) : null;
  if (!claims) {
    const login = new URL('/login', request.url);
    login.searchParams.set('returnUrl', pathname + search);
    return NextResponse.redirect(login);
  }
  const subject = subjectOfClaims(claims);
  if (!page) return NextResponse.redirect(new URL(homeFor(subject), request.url));
  if (!allows(subject, page.rule)) {
    return NextResponse.redirect(new URL(refusedPath(pathname), request.url));
  }
  return withNonce(request);
}

/** The page renders with a fresh nonce: Next reads it from the request's policy header. */
function withNonce(request: NextRequest): NextResponse {
  const policy = contentSecurityPolicy({
    isDev: process.env.NODE_ENV !== 'production',
    nonce: newNonce(),
    storageEndpoint: process.env.S3_ENDPOINT,
    line: isLiffPath(request.nextUrl.pathname),
  });
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  matcher: [
    '/((?!api/|_next/static|_next/image|favicon.ico|robots.txt|express-sw.js|.*\\.(?:png|jpg|svg|ico|webp|woff2?)$).*)',
  ],
};
