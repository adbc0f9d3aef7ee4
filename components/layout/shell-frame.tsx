'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { FeedbackProvider } from '@/components/ui/feedback';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { Navbar } from '@/components/layout/navbar';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { Sidebar } from '@/components/layout/sidebar';
import type { SidebarGroup } from '@/lib/navigation/sidebar';

interface Props {
  fullName: string;
  homeHref: string;
  groups: SidebarGroup[];
  /** The signed-in user holds the read-only flag: the navbar says so. */
  readOnly?: boolean;
  children: ReactNode;
}

/** The app shell: navbar, sidebar (drawer under 1200 px), breadcrumb, feedback. */
export function ShellFrame({ fullName, homeHref, groups, readOnly = false, children }: Props) {
  const pathname = usePathname();
  // The drawer belongs to the page it was opened on: any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const setOpen = (value: boolean) => setOpenedAt(value ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenedAt(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <FeedbackProvider>
      <ScrollToTop />
      <Navbar
        fullName={fullName}
        homeHref={homeHref}
        readOnly={readOnly}
        sidebarOpen={open}
        onToggleSidebar={() => setOpen(!open)}
      />
      <Sidebar groups={groups} open={open} onClose={() => setOpen(false)} />
      <main className="min-w-0 px-4 py-5 min-[1200px]:ml-64 min-[1200px]:px-8">
        <Breadcrumb homeHref={homeHref} />
        {children}
      </main>
    </FeedbackProvider>
  );
}
