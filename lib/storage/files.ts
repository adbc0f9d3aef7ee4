import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { getObject, objectKey, putObject, type StoredObject } from '@/lib/storage';
import { fileUrl, type FileFolder, type StoredFile } from '@/lib/storage/file-field';
import {
  acceptUpload,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  type UploadKind,
} from '@/lib/storage/upload';

// The files calls: uploads into the actor's own enterprise, reads only from it.

/** What each folder of POST /api/v1/files takes. */
export const FOLDER_RULES: Record<FileFolder, { kinds: UploadKind[]; maxBytes: number }> = {
  'product-images': { kinds: ['image'], maxBytes: MAX_IMAGE_BYTES },
  'bill-images': { kinds: ['image', 'pdf'], maxBytes: MAX_IMAGE_BYTES },
  attachments: {
    kinds: ['image', 'pdf', 'spreadsheet', 'csv'],
    maxBytes: MAX_DOCUMENT_BYTES,
  },
};

/** The largest body POST /api/v1/files reads (the largest folder, plus the form's overhead). */
export const MAX_UPLOAD_REQUEST_BYTES =
  Math.max(...Object.values(FOLDER_RULES).map((r) => r.maxBytes)) + 64 * 1024;

export async function storeUpload(
  actor: Actor,
  file: File,
  folder: FileFolder,
): Promise<StoredFile> {
  const { buffer, contentType, ext } = await acceptUpload(file, FOLDER_RULES[folder]);
  const key = objectKey(actor.enterpriseId, folder, ext);
  await putObject(key, buffer, { contentType });
  return { key, url: fileUrl(key) };
}

/**
 * An object of the actor's enterprise. A key of another enterprise, a key that does not
 * exist and a malformed key all answer the same 404.
 */
export async function readOwnObject(actor: Actor, key: string): Promise<StoredObject> {
  const found = key.startsWith(`${actor.enterpriseId}/`) ? await getObject(key) : null;
  if (!found) throw new AppError('common.notFound', 'file');
  return found;
}

/** Shown in the browser (images, video, PDF); anything else is downloaded. */
export function servedInline(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    (type.startsWith('image/') && type !== 'image/svg+xml') ||
    type.startsWith('video/') ||
    type === 'application/pdf'
  );
}
