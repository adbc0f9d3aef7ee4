// The order list and the payment queue remember where the user was: the last
// URL (page, sort, search, filters) of the order list and of the payment queue, kept in
// sessionStorage for the tab, so that the detail's back link and a later visit return to
// the exact page. Pure over a storage object; the browser's own is wrapped at the end.

export type OrderListKind = 'orders' | 'payments';

export const LIST_PATHS: Readonly<Record<OrderListKind, string>> = {
  orders: '/backoffice/orders',
  payments: '/backoffice/payments',
};

const KEY_PREFIX = 'orders.lastListUrl.';
const LAST_KIND_KEY = 'orders.lastListKind';
const MAX_URL_LENGTH = 2000;

export type ListStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The URL when it is this list's own page (its path, an optional query): never elsewhere. */
export function listUrlOf(kind: OrderListKind, url: string | null): string | null {
  if (!url || url.length > MAX_URL_LENGTH) return null;
  const path = LIST_PATHS[kind];
  if (url !== path && !url.startsWith(`${path}?`)) return null;
  return /[\u0000-\u001f\u007f\\#]/.test(url) ? null : url;
}

/** Keeps the list's current URL and marks this list as the one last seen. */
export function saveListUrl(storage: ListStorage | null, kind: OrderListKind, url: string): void {
  const safe = listUrlOf(kind, url);
  if (!storage || !safe) return;
  try {
    storage.setItem(KEY_PREFIX + kind, safe);
    storage.setItem(LAST_KIND_KEY, kind);
  } catch {
    // Storage full or refused (private mode): the lists still work, without the memory.
  }
}

/** The list's kept URL, or null. */
export function savedListUrl(storage: ListStorage | null, kind: OrderListKind): string | null {
  try {
    return listUrlOf(kind, storage?.getItem(KEY_PREFIX + kind) ?? null);
  } catch {
    return null;
  }
}

/** Where "back to the list" goes from an order: the list last seen, at its kept page. */
export function backToListUrl(storage: ListStorage | null): string {
  let kind: OrderListKind = 'orders';
  try {
    if (storage?.getItem(LAST_KIND_KEY) === 'payments') kind = 'payments';
  } catch {
    // as if nothing was kept
  }
  return savedListUrl(storage, kind) ?? LIST_PATHS[kind];
}

/** The tab's sessionStorage, or null where there is none (server, refused). */
export function sessionListStorage(): ListStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
