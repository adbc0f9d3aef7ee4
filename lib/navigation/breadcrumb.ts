import { PAGES, SECTION_REDIRECTS, pageAt, isHomePath, type PageDef } from '@/lib/navigation/pages';

/**
 * The breadcrumb trail of the shell, built from the route titles of
 * lib/navigation/pages.ts: home > section > (parent pages) > current page. Titles are keys
 * under "nav" in messages; a crumb links only where a built page answers.
 */
export interface Crumb {
  /** A key under "nav" in messages. */
  title: string;
  /** null for the current page and for places without a page yet. */
  href: string | null;
}

const SECTIONS = ['backoffice', 'wms', 'admin', 'profile', 'pages'] as const;
const pageByPath = new Map<string, PageDef>(PAGES.map((p) => [p.path, p]));
const isBuilt = (path: string | undefined): boolean => Boolean(path && pageByPath.get(path)?.built);

export function buildBreadcrumb(pathname: string, homeHref = '/'): Crumb[] {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const crumbs: Crumb[] = [{ title: 'home', href: homeHref }];
  const segments = clean.split('/').filter(Boolean);
  const section = segments[0];
  if (section && (SECTIONS as readonly string[]).includes(section)) {
    const sectionPath = `/${section}`;
    crumbs.push({
      title: `sections.${section}`,
      // /backoffice leads to the user's own first screen; the others to their landing page.
      href: isHomePath(sectionPath) || isBuilt(SECTION_REDIRECTS[sectionPath]) ? sectionPath : null,
    });
  }
  // Parent pages whose path is literally a prefix (so /orders/{id} shows Orders first).
  for (let i = 2; i < segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const parent = pageByPath.get(prefix);
    if (parent) crumbs.push({ title: parent.title, href: parent.built ? prefix : null });
  }
  const page = pageAt(clean);
  if (page) crumbs.push({ title: page.title, href: null });
  return crumbs;
}
