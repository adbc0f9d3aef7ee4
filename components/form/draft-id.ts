/**
 * A random id for a form's draft (the base of its Idempotency-Key). `crypto.randomUUID`
 * exists only on https (or localhost); a tablet on the shop's LAN over plain http still
 * has `getRandomValues`.
 */
export function newDraftId(source: Pick<Crypto, 'getRandomValues'> & Partial<Crypto> = crypto) {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
