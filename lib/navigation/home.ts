import { allows, type Subject } from '@/lib/auth/permissions';
import { PAGES } from '@/lib/navigation/pages';
import { visibleSidebar } from '@/lib/navigation/sidebar';

/** Where a refused screen, or a user with no screen at all, lands. */
export const FORBIDDEN_PATH = '/forbidden';

/** The query parameter of /forbidden naming the screen that was refused. */
export const REFUSED_PARAM = 'refused';

/**
 * The screens people start their day on, best first: the order list for most, the hand-over
 * check for the driver (who may look at the packing station but works at the hand-over).
 * Anyone else starts on the first entry of their sidebar.
 */
const PREFERRED_HOMES = ['/backoffice/orders', '/backoffice/packings/shipping/checking'] as const;

/**
 * The first screen this user may use: `/` and `/backoffice`, the sign-in without a return
 * address and the shell's home link all go there. A user without any screen (a customer
 * account) goes to /forbidden, which tells them so.
 */
export function homeFor(subject: Subject | null): string {
  for (const path of PREFERRED_HOMES) {
    const page = PAGES.find((p) => p.path === path);
    if (page?.built && allows(subject, page.rule)) return path;
  }
  return visibleSidebar(subject)[0]?.items[0]?.path ?? FORBIDDEN_PATH;
}

/** Where a signed-in user refused `pathname` is sent: /forbidden, naming that screen. */
export function refusedPath(pathname: string): string {
  return `${FORBIDDEN_PATH}?${new URLSearchParams({ [REFUSED_PARAM]: pathname })}`;
}
