import { NextResponse, type NextRequest } from 'next/server';
import { allows } from '@/lib/auth/permissions';
import { readToken, subjectOfClaims, tokenFromHeaders } from '@/lib/auth/token';
import { SECTION_REDIRECTS, findPage, isHomePath, isPublicPath } from '@/lib/navigation/pages';
import { homeFor, refusedPath } from '@/lib/navigation/home';

/**
 * Page gating (spec section 2): section redirects, sign-in required -> /login with a return
 * URL, `/` and `/backoffice` -> the user's first screen, refused screens -> /forbidden
 * naming the screen. The token's claims serve the routing; the shell layout re-reads the session
 * from the database, so a revoked token never shows a page.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const target = SECTION_REDIRECTS[pathname.replace(/\/$/, '') || '/'];
  if (target) return NextResponse.redirect(new URL(target, request.url));
  if (isPublicPath(pathname)) return NextResponse.next();

  const page = findPage(pathname);
  if (!page && !isHomePath(pathname)) return NextResponse.next(); // the not-found page

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
  return NextResponse.next();
}

export const config = {
  matcher: [
    '/((?!api|_next/static|_next/image|favicon.ico|robots.txt|.*\\.(?:png|jpg|svg|ico|webp|woff2?)$).*)',
  ],
};
