/**
 * The one order of names people read in lists and dropdowns: Thai collation, whatever the
 * runtime's own locale. The server renders a list and the browser hydrates it; the
 * default `localeCompare` follows each side's locale (the server process's, the reader's
 * browser), so a list that mixes Thai and Latin names came out in two orders.
 */
const thaiCollator = new Intl.Collator('th', { numeric: true });

/** Compares two names for display order (Thai collation, numbers by value: "Line 2" < "Line 10"). */
export const compareNames = (a: string, b: string): number => thaiCollator.compare(a, b);
