import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { fileUploadBody, storedFileSchema } from '@/lib/storage/file-field';
import { MAX_UPLOAD_REQUEST_BYTES, storeUpload } from '@/lib/storage/files';

export const POST = defineRoute({
  access: access.signedIn(),
  summary:
    'Upload a file (multipart: file, folder). Type checked by content; images up to 5 MB. Answers the key to store on a record and its URL',
  tags: ['files'],
  body: fileUploadBody,
  response: storedFileSchema,
  maxBodyBytes: MAX_UPLOAD_REQUEST_BYTES,
  handler: async ({ actor, body }) =>
    datum(await storeUpload(actor, body.file, body.folder), { status: 201 }),
});
