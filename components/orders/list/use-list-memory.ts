'use client';
import { useEffect, useRef } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import {
  LIST_PATHS,
  saveListUrl,
  savedListUrl,
  sessionListStorage,
  type OrderListKind,
} from '@/components/orders/list-return';

/**
 * Keeps the list's URL for the tab (components/orders/list-return.ts) and, when the list
 * is opened bare (from the sidebar), goes back to the page and filters last seen there.
 */
export function useListMemory(kind: OrderListKind): void {
  const router = useRouter();
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const first = useRef(true);
  useEffect(() => {
    const storage = sessionListStorage();
    if (first.current) {
      first.current = false;
      const saved = savedListUrl(storage, kind);
      if (!query && saved && saved !== LIST_PATHS[kind]) {
        router.replace(saved, { scroll: false });
        return;
      }
    }
    saveListUrl(storage, kind, query ? `${pathname}?${query}` : pathname);
  }, [kind, pathname, query, router]);
}
