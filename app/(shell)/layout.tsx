import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/server-session';
import { visibleSidebar } from '@/lib/navigation/sidebar';
import { ShellFrame } from '@/components/layout/shell-frame';
import { homeFor } from '@/lib/navigation/home';

/**
 * The app shell of every signed-in page. The proxy routes on the token's claims; this
 * re-reads the session row, so a revoked token (logout, blocked user, password change)
 * never shows a page.
 */
export default async function ShellLayout({ children }: { children: React.ReactNode }) {
  const actor = await currentActor();
  if (!actor) redirect('/login');
  const fullName = [actor.firstName, actor.lastName].filter(Boolean).join(' ') || actor.username;
  return (
    <ShellFrame
      fullName={fullName}
      homeHref={homeFor(actor)}
      groups={visibleSidebar(actor)}
      readOnly={actor.readOnly === true}
    >
      {children}
    </ShellFrame>
  );
}
