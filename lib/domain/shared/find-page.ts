import { ALL_CAP, pageWindow } from '@/lib/domain/shared/list-query';

// Every list answers one page and the total of what its filters match; `all=1` (the
// picker variant of the master-data lists) answers every match up to ALL_CAP instead.
// One helper reads both at once, whether the rows come from Prisma or from hand-written SQL.

export interface PageQuery {
  page: number;
  limit: number;
  /** 1: the picker variant, every match up to ALL_CAP, no paging. */
  all?: number;
}

/** The rows a page covers: OFFSET skip, LIMIT take. */
export interface PageWindow {
  skip: number;
  take: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  limit: number;
}

/**
 * One page of a list and its total, read together:
 *
 *   findPage(query, {
 *     rows: (window) => db.team.findMany({ where, orderBy, ...window }),
 *     total: () => db.team.count({ where }),
 *   })
 *
 * With `all=1` the answer says page 1 and limit ALL_CAP; a total above the number of
 * rows then means the cap was reached.
 */
export async function findPage<T>(
  query: PageQuery,
  read: { rows: (window: PageWindow) => Promise<T[]>; total: () => Promise<number> },
): Promise<Page<T>> {
  const window = query.all === 1 ? { skip: 0, take: ALL_CAP } : pageWindow(query);
  const [rows, total] = await Promise.all([read.rows(window), read.total()]);
  return query.all === 1
    ? { rows, total, page: 1, limit: ALL_CAP }
    : { rows, total, page: query.page, limit: query.limit };
}
