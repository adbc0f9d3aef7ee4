'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { SidebarGroup } from '@/lib/navigation/sidebar';

export const SIDEBAR_ID = 'app-sidebar';

interface Props {
  groups: SidebarGroup[];
  /** Under 1200 px the sidebar is a drawer opened by the navbar's toggle. */
  open: boolean;
  onClose: () => void;
}

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** A fixed column from 1200 px, a drawer with a backdrop below. */
export function Sidebar({ groups, open, onClose }: Props) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  // The longest matching entry is the current one (/backoffice/orders/new over /backoffice/orders).
  const current = groups
    .flatMap((g) => g.items.map((i) => i.path))
    .filter((path) => isActive(pathname, path))
    .sort((a, b) => b.length - a.length)[0];

  return (
    <>
      {open && (
        <div
          className="fixed inset-0 top-14 z-20 bg-slate-900/40 min-[1200px]:hidden"
          aria-hidden
          onClick={onClose}
        />
      )}
      <nav
        id={SIDEBAR_ID}
        aria-label={t('sidebarLabel')}
        data-testid="sidebar"
        className={cn(
          'fixed bottom-0 left-0 top-14 z-30 w-64 overflow-y-auto border-r border-slate-200 bg-white py-3',
          'min-[1200px]:block',
          open ? 'block shadow-xl' : 'hidden',
        )}
      >
        {groups.map((group) => (
          <div key={group.id} className="mb-3" data-testid={`sidebar-group-${group.id}`}>
            {group.heading && (
              <h2 className="px-5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {t(`sections.${group.id}`)}
              </h2>
            )}
            <ul>
              {group.items.map((item) => {
                const active = item.path === current;
                return (
                  <li key={`${group.id}-${item.path}`}>
                    <Link
                      href={item.path}
                      aria-current={active ? 'page' : undefined}
                      data-testid={`sidebar-link-${item.path}`}
                      className={cn(
                        'mx-2 flex min-h-10 items-center rounded-md px-3 text-sm',
                        active
                          ? 'bg-brand-50 font-semibold text-brand-700'
                          : 'text-slate-700 hover:bg-slate-100',
                      )}
                    >
                      {t(item.title)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}
