'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useFeedback } from '@/components/ui/feedback';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { UserMenu } from '@/components/layout/user-menu';
import { SIDEBAR_ID } from '@/components/layout/sidebar';

interface Props {
  fullName: string;
  homeHref: string;
  /** Spec section 6: a read-only user (every level at most 1) sees it in the navbar. */
  readOnly?: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function Navbar({
  fullName,
  homeHref,
  readOnly = false,
  sidebarOpen,
  onToggleSidebar,
}: Props) {
  const t = useTranslations();
  const { showError } = useFeedback();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 bg-brand-700 px-3 text-white shadow min-[1200px]:px-5">
      <button
        type="button"
        data-testid="sidebar-toggle"
        aria-controls={SIDEBAR_ID}
        aria-expanded={sidebarOpen}
        aria-label={t(sidebarOpen ? 'layout.closeMenu' : 'layout.openMenu')}
        onClick={onToggleSidebar}
        className="flex h-10 w-10 items-center justify-center rounded-md hover:bg-white/15 min-[1200px]:hidden"
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {sidebarOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <Link href={homeHref} className="truncate text-lg font-semibold">
        {t('app.name')}
      </Link>
      <div className="ml-auto flex items-center gap-2">
        {readOnly ? (
          <span
            className="rounded-full bg-amber-300 px-3 py-1 text-xs font-semibold text-amber-950"
            title={t('lastScreens.readOnly.hint')}
            data-testid="navbar-read-only"
          >
            {t('lastScreens.readOnly.badge')}
          </span>
        ) : null}
        <LanguageSwitch persist="profile" tone="dark" onError={showError} />
        <UserMenu fullName={fullName} />
      </div>
    </header>
  );
}
