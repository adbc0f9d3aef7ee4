import { allows, type Subject } from '@/lib/auth/permissions';
import { PAGES } from '@/lib/navigation/pages';

/** Where a signed-in user starts: the order list when it is built and allowed, else the profile. */
const CANDIDATES = ['/backoffice/orders', '/profile/me'] as const;
const FALLBACK = '/profile/me';

export function landingPath(subject: Subject | null): string {
  for (const path of CANDIDATES) {
    const page = PAGES.find((p) => p.path === path);
    if (page?.built && allows(subject, page.rule)) return path;
  }
  return FALLBACK;
}
