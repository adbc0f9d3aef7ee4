// The type of a claim photo, read from its first bytes (never its name or the browser's
// word): JPEG, PNG or WebP, the formats a phone camera or a screenshot gives and every
// carrier's and marketplace's dispute form takes. Pure.

export interface PhotoType {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  ext: 'jpg' | 'png' | 'webp';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The photo's type from its magic bytes, or null for anything else. */
export function claimPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, PNG)) return { contentType: 'image/png', ext: 'png' };
  // RIFF <size:4> WEBP: a RIFF container of another kind (a WAV file) is not a photo.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { contentType: 'image/webp', ext: 'webp' };
  return null;
}
