import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { couponPdf } from '@/lib/domain/coupons';
import { couponIdQuery } from '@/lib/domain/coupons/schemas';
import { pdfResponse } from '@/app/api/v1/util/pdf-response';

export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary:
    'The coupon as printable A4 sheets (PDF, Thai): name, value, conditions, Bangkok days, its code with a QR code, and every unused member code with its QR code',
  tags: ['coupons'],
  query: couponIdQuery,
  handler: async ({ db, actor, query }) => {
    const { pdf, filename } = await couponPdf(db, actor, query.id);
    return pdfResponse(pdf, filename);
  },
});
