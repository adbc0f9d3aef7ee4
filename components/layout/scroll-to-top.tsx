'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

/** Spec section 2: the page scrolls back to the top on every navigation. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
