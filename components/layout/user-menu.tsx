'use client';
import { useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api } from '@/components/lib/api';
import { forgetExpressOffline } from '@/components/express/offline-page';

interface Props {
  fullName: string;
}

/**
 * The navbar's user name with its menu: profile, the user card and activity timeline,
 * change password, sign out.
 */
export function UserMenu({ fullName }: Props) {
  const t = useTranslations('layout');
  const tNav = useTranslations('nav');
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const router = useRouter();

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function signOut() {
    setLeaving(true);
    try {
      await api('/api/auth/logout', { method: 'POST', allowUnauthorized: true });
    } catch {
      // Signed out or not, the next stop is the sign-in page.
    }
    await forgetExpressOffline();
    router.replace('/login');
    router.refresh();
  }

  const item =
    'block w-full px-4 py-3 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        data-testid="user-menu"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex h-10 max-w-[14rem] items-center gap-2 rounded-md px-3 text-sm font-semibold text-white hover:bg-white/15"
      >
        <span className="truncate" data-testid="navbar-user-name">
          {fullName}
        </span>
        <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-current">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-1 w-56 overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          <Link
            href="/profile/me"
            className={item}
            onClick={() => setOpen(false)}
            data-testid="menu-profile"
          >
            {t('menu.profile')}
          </Link>
          <Link
            href="/pages/user"
            className={item}
            onClick={() => setOpen(false)}
            data-testid="menu-user-card"
          >
            {tNav('pageUser')}
          </Link>
          <Link
            href="/pages/timeline"
            className={item}
            onClick={() => setOpen(false)}
            data-testid="menu-timeline"
          >
            {tNav('pageTimeline')}
          </Link>
          <Link
            href="/profile/changepasword"
            className={item}
            onClick={() => setOpen(false)}
            data-testid="menu-change-password"
          >
            {t('menu.changePassword')}
          </Link>
          <div className="my-1 border-t border-slate-200" />
          <button
            type="button"
            className={item}
            onClick={() => void signOut()}
            disabled={leaving}
            data-testid="sign-out"
          >
            {t('menu.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
