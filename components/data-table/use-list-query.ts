'use client';
import { useMemo } from 'react';
import type { DataTableFilter } from '@/components/data-table/types';
import type { ListUrl } from '@/components/data-table/use-list-url';

/** The list's page, sort and search as the URL has them, and the query to send for them. */
export interface ListQuery {
  /** 1-based; 1 when the URL has none or a wrong one. */
  page: number;
  /** The URL's sort, else the default one ('' for none). */
  sort: string;
  q: string;
  /** The endpoint's query string: fixed parameters, page, limit, sort, q and every filter. */
  queryString: string;
}

export function useListQuery(
  url: ListUrl,
  options: {
    defaultSort: string;
    pageSize: number;
    filters: readonly DataTableFilter[];
    baseQuery?: Record<string, string | number>;
  },
): ListQuery {
  const { defaultSort, pageSize, filters, baseQuery } = options;
  const page = Math.max(1, Number.parseInt(url.get('page'), 10) || 1);
  const sort = url.get('sort') || defaultSort;
  const q = url.get('q');

  const filterKeys = useMemo(
    () => filters.flatMap((f) => (f.kind === 'custom' ? [...f.keys] : [f.key])),
    [filters],
  );
  const queryString = useMemo(() => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(baseQuery ?? {})) p.set(k, String(v));
    p.set('page', String(page));
    p.set('limit', String(pageSize));
    if (sort) p.set('sort', sort);
    if (q) p.set('q', q);
    for (const key of filterKeys) {
      const v = url.get(key);
      if (v) p.set(key, v);
    }
    return p.toString();
  }, [baseQuery, page, pageSize, sort, q, filterKeys, url]);

  return { page, sort, q, queryString };
}
