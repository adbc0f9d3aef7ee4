/**
 * Text a request may carry. Control characters (NUL and the other C0 codes but tab, line
 * feed and carriage return; DEL; the C1 codes) and unpaired UTF-16 surrogates are never
 * part of a name, an address, a note or a barcode: PostgreSQL refuses NUL outright, a lone
 * surrogate cannot be written as UTF-8, and the rest only hide text from the people who
 * read it. defineRoute refuses them in every string of the path, the query and the body
 * (and in the body's property names) before anything else sees the request.
 */

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any body the API takes: a deeper one is refused rather than walked. */
const MAX_DEPTH = 32;

export const isCleanText = (text: string): boolean =>
  !CONTROL.test(text) && !LONE_SURROGATE.test(text);

/**
 * The dotted path of the first string (or property name) in `value` that is not clean
 * text, or null when every one is. Files and other non-plain values are not text and are
 * left to the route's own checks.
 */
export function firstUncleanText(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === 'string') return isCleanText(value) ? null : at;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return at;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = firstUncleanText(value[i], `${at}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (!isCleanText(key)) return `${at}.${JSON.stringify(key).slice(1, -1)}`;
    const found = firstUncleanText(inner, `${at}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}
