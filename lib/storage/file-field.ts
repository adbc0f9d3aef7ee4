import { z } from 'zod';

/**
 * A file field of a multipart body. defineRoute's body reader turns
 * `multipart/form-data` into an object of its fields (text fields as strings, files as
 * `File`), so a route declares an upload like any other body:
 *
 *   body: z.object({ file: fileField, folder: z.enum(FILE_FOLDERS) }),
 *   handler: async ({ body }) => { const upload = await acceptUpload(body.file, ...); ... }
 *
 * Other form fields arrive as strings: use z.coerce for numbers. This schema only says
 * "a file was sent"; its type and size are checked by acceptUpload (lib/storage/upload.ts)
 * from the bytes. The OpenAPI document shows such a body as multipart/form-data.
 * Safe to import from client code (zod only).
 */
export const fileField = z
  .custom<File>((v) => typeof File !== 'undefined' && v instanceof File, {
    message: 'expected a file (multipart/form-data)',
  })
  .meta({ type: 'string', format: 'binary', description: 'a file, sent as multipart/form-data' });

/** The body of every import call: `POST .../import` with one field `file` (CSV or XLSX). */
export const importBody = z.object({ file: fileField });

/** Folders of POST /api/v1/files. */
export const FILE_FOLDERS = ['product-images', 'bill-images', 'attachments'] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];

/** POST /api/v1/files */
export const fileUploadBody = z.object({
  file: fileField,
  folder: z.enum(FILE_FOLDERS),
});

/** The answer of POST /api/v1/files: the key to store on a record, and where to read it. */
export const storedFileSchema = z.object({
  key: z.string(),
  url: z.string().describe('/api/v1/files/<key>, served to signed-in users of the enterprise'),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/**
 * Where a stored object is served (GET /api/v1/files/{key*}), to signed-in users of the
 * same enterprise; null for no object.
 */
export function fileUrl(key: string): string;
export function fileUrl(key: string | null | undefined): string | null;
export function fileUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return `/api/v1/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}
