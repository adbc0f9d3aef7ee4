/** Spec section 9: 7 page buttons. */
export const PAGE_BUTTONS = 7;

/** On a phone (below sm) 3 of them: with first, previous, next and last they fit 320 px. */
export const NARROW_PAGE_BUTTONS = 3;

/**
 * The page numbers to show as buttons: at most `max`, the current page as centred as the
 * ends allow. pageButtons(1, 20) -> [1..7]; pageButtons(10, 20) -> [7..13]; pageButtons(20, 20) -> [14..20].
 */
export function pageButtons(current: number, pageCount: number, max = PAGE_BUTTONS): number[] {
  if (pageCount <= 0) return [];
  const count = Math.min(max, pageCount);
  let first = Math.max(1, current - Math.floor(count / 2));
  first = Math.min(first, pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
