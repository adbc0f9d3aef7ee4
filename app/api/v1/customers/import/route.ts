import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { IMPORT_MAX_REQUEST_BYTES } from '@/lib/import';
import { importBody } from '@/lib/storage/file-field';
import { importCustomers } from '@/lib/domain/customers/transfer';

export const POST = defineRoute({
  access: access.area('customer', 2),
  summary:
    'Import customers from a CSV or XLSX file (multipart `file`): name, phone, email, LINE ID, tags, note and one address per row; every row checked (phones unique in the file and among active customers), all or nothing (import.rowsInvalid with the bad rows and a report)',
  tags: ['customers'],
  body: importBody,
  maxBodyBytes: IMPORT_MAX_REQUEST_BYTES,
  response: z.object({ imported: z.number() }),
  handler: async ({ db, actor, body, requestId }) =>
    datum(await importCustomers(db, actor, body.file, requestId), { msg: 'common.createSuccess' }),
});
