'use client';
import { useCallback, useMemo } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';

export interface ListUrl {
  /** The value of a list parameter in the URL ('' when absent). */
  get: (key: string) => string;
  /**
   * Writes parameters into the URL (an empty value removes one). Any change but the page
   * itself goes back to page 1, since the old page may not exist under the new filter.
   */
  set: (changes: Record<string, string | number | null | undefined>) => void;
  /** Every list parameter currently in the URL, without the prefix. */
  values: Record<string, string>;
}

/**
 * The list state (page, sort, q, filters) lives in the query string, so a reload or a
 * shared link shows the same page. `prefix` keeps two lists on one page apart.
 */
export function useListUrl(prefix = ''): ListUrl {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const paramString = params.toString();

  const values = useMemo(() => {
    const out: Record<string, string> = {};
    new URLSearchParams(paramString).forEach((v, k) => {
      if (k.startsWith(prefix)) out[k.slice(prefix.length)] = v;
    });
    return out;
  }, [paramString, prefix]);

  const get = useCallback((key: string) => values[key] ?? '', [values]);

  const set = useCallback(
    (changes: Record<string, string | number | null | undefined>) => {
      const next = new URLSearchParams(paramString);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(prefix + key);
        else next.set(prefix + key, String(value));
      }
      if (!('page' in changes)) next.delete(`${prefix}page`);
      const qs = next.toString();
      if (qs === paramString) return;
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [paramString, pathname, prefix, router],
  );

  return useMemo(() => ({ get, set, values }), [get, set, values]);
}
