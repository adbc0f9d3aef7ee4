import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { poPdf } from '@/lib/domain/purchasing';
import { poPdfQuery } from '@/lib/domain/purchasing/schemas';
import { pdfResponse } from '@/app/api/v1/util/pdf-response';

export const GET = defineRoute({
  access: access.area('po', 1),
  summary:
    'Purchase orders as A4 PDF to send to the partner (Thai): ?id= for one, or ?po_from=&po_to= for a range of numbers (at most 200), one PO per page: seller, partner, number, days, storage, lines, total, VAT 7%, grand total, note',
  tags: ['purchasing'],
  query: poPdfQuery,
  handler: async ({ db, actor, query }) => {
    const { pdf, filename } = await poPdf(db, actor, query);
    return pdfResponse(pdf, filename);
  },
});
