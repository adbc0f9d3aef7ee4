import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { generateBarcode } from '@/lib/domain/wms/setup/barcodes';
import { barcodeSchema } from '@/lib/domain/wms/setup/schemas';

export const GET = defineRoute({
  access: access.area('wms', 2),
  summary:
    'A new EAN-13 in the in-store range 20-29, used by no warehouse or sellable product of the enterprise',
  tags: ['wms'],
  response: barcodeSchema,
  handler: async ({ db }) => datum({ barcode: await generateBarcode(db) }),
});
