import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@/lib/errors';

/**
 * The one gate of uploaded files: the type is read from the bytes (magic numbers, via
 * file-type), never from the file name or the browser's content type, and the size is
 * capped. A text file named `.png` is refused as `file.invalidType` (415); a file over
 * maxBytes as `file.tooLarge` (413).
 *
 *   const { buffer, contentType, ext } = await acceptUpload(body.file, {
 *     kinds: ['image'],
 *     maxBytes: MAX_IMAGE_BYTES,
 *   });
 *   const key = objectKey(actor.enterpriseId, 'product-images', ext);
 *   await putObject(key, buffer, { contentType });
 */

export type UploadKind = 'image' | 'video' | 'pdf' | 'spreadsheet' | 'csv';

export interface AcceptedUpload {
  buffer: Buffer;
  contentType: string;
  ext: string;
}

export const MB = 1024 * 1024;
/** Images (product pictures, bill photos): 5 MB unless a caller says otherwise. */
export const MAX_IMAGE_BYTES = 5 * MB;
/** PDFs, spreadsheets and other attachments. */
export const MAX_DOCUMENT_BYTES = 20 * MB;
/** Packing videos. */
export const MAX_VIDEO_BYTES = 200 * MB;

/** What each kind accepts: detected MIME type -> stored extension. */
const KIND_TYPES: Record<Exclude<UploadKind, 'csv'>, Record<string, string>> = {
  // No SVG: it is a document that can run script.
  image: {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/gif': 'gif',
    'image/webp': 'webp',
    'image/avif': 'avif',
  },
  video: { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' },
  pdf: { 'application/pdf': 'pdf' },
  spreadsheet: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx' },
};

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export async function acceptUpload(
  file: File,
  opts: { kinds: UploadKind[]; maxBytes: number },
): Promise<AcceptedUpload> {
  if (file.size > opts.maxBytes) throw tooLarge(opts.maxBytes);
  const buffer = Buffer.from(await file.arrayBuffer());
  if (buffer.length > opts.maxBytes) throw tooLarge(opts.maxBytes);
  if (buffer.length === 0) throw new AppError('file.invalidType', 'the file is empty');

  const detected = await fileTypeFromBuffer(buffer);
  if (detected) {
    for (const kind of opts.kinds) {
      if (kind === 'csv') continue;
      const ext = KIND_TYPES[kind][detected.mime];
      if (ext) return { buffer, contentType: detected.mime, ext };
    }
  } else if (opts.kinds.includes('csv') && looksLikeText(buffer)) {
    return { buffer, contentType: CSV_CONTENT_TYPE, ext: 'csv' };
  }
  throw new AppError(
    'file.invalidType',
    `expected ${opts.kinds.join(' or ')}${detected ? `, got ${detected.mime}` : ''}`,
  );
}

function tooLarge(maxBytes: number): AppError {
  return new AppError('file.tooLarge', `at most ${formatBytes(maxBytes)}`);
}

function formatBytes(n: number): string {
  return n >= MB ? `${Math.round((n / MB) * 10) / 10} MB` : `${Math.ceil(n / 1024)} KB`;
}

/**
 * Plain text (CSV): no NUL byte and almost no control characters in the first 64 KB.
 * UTF-8 and the Thai Windows code page (what Excel writes for "CSV") both pass; binary
 * files do not.
 */
export function looksLikeText(buffer: Buffer): boolean {
  const sample = buffer.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    // Tab, line feed, form feed and carriage return are text.
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13) control++;
    if (byte === 127) control++;
  }
  return control <= sample.length / 100;
}
