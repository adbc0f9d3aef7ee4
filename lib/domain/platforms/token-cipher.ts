import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A shop's platform tokens are stored sealed with AES-256-GCM. The key ring comes from the
// environment as "id:base64key,id:base64key": the first key seals, every key listed still
// opens, so a key is rotated by putting a new one first and dropping the old one once every
// token has been refreshed (a refresh seals again with the first key). The shop a token
// belongs to is bound in as associated data: a sealed token copied onto another shop's row
// does not open.

export interface TokenKeyRing {
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,20}$/;
const FORMAT = 'v1';

/** The key ring from its environment text; throws a message naming what is wrong. */
export function parseTokenKeyRing(text: string): TokenKeyRing {
  const keys = new Map<string, Buffer>();
  let currentId: string | undefined;
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = entry.indexOf(':');
    const id = entry.slice(0, colon);
    const key = Buffer.from(entry.slice(colon + 1), 'base64');
    if (colon < 1 || !KEY_ID.test(id))
      throw new Error(`token key "${id}": ids are 1-20 of A-Z a-z 0-9 _ -`);
    if (key.length !== 32) throw new Error(`token key "${id}": 32 bytes of base64 expected`);
    if (keys.has(id)) throw new Error(`token key "${id}" is listed twice`);
    keys.set(id, key);
    currentId ??= id;
  }
  if (!currentId) throw new Error('no token key: set PLATFORM_TOKEN_KEYS');
  return { currentId, keys };
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** `token` sealed with the ring's current key, bound to `boundTo` (the shop it belongs to). */
export function sealToken(ring: TokenKeyRing, token: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.keys.get(ring.currentId)!, iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [FORMAT, ring.currentId, b64(iv), b64(cipher.getAuthTag()), b64(sealed)].join(':');
}

/**
 * The token a sealed value holds, or null when it cannot be opened: a key no longer in the
 * ring, another shop's value, or a value changed since it was sealed. The shop then shows
 * that it must be connected again.
 */
export function openToken(ring: TokenKeyRing, sealed: string, boundTo: string): string | null {
  const [format, keyId, iv, tag, body, ...rest] = sealed.split(':');
  const key = keyId === undefined ? undefined : ring.keys.get(keyId);
  if (format !== FORMAT || !key || !iv || !tag || body === undefined || rest.length) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(boundTo, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** Was this value sealed with a key other than the current one (to seal again on refresh)? */
export const sealedWithOldKey = (ring: TokenKeyRing, sealed: string): boolean =>
  sealed.split(':')[1] !== ring.currentId;
