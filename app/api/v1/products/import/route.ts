import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { IMPORT_MAX_REQUEST_BYTES } from '@/lib/import';
import { importBody } from '@/lib/storage/file-field';
import { importProducts } from '@/lib/domain/catalog/transfer';

export const POST = defineRoute({
  access: access.area('product', 2),
  summary:
    'Import products from a CSV or XLSX file (multipart `file`): SKU, name, price, category (made when new), tags, barcode, unit, sizes, weight, warehouse barcode; every row checked (SKUs unique in the file and in the shop, any case), all or nothing (import.rowsInvalid with the bad rows and a report)',
  tags: ['products'],
  body: importBody,
  maxBodyBytes: IMPORT_MAX_REQUEST_BYTES,
  response: z.object({ imported: z.number() }),
  handler: async ({ db, actor, body, requestId }) =>
    datum(await importProducts(db, actor, body.file, requestId), { msg: 'common.createSuccess' }),
});
