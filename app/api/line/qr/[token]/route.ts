import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { defineRoute } from '@/lib/http/define-route';
import { orderQrPng } from '@/lib/domain/line/member-order';

// LINE fetches the image of an order's PromptPay QR itself, with no sign-in: the address
// is signed (AUTH_SECRET) and expires (docs/members.md, LINE orders). Tampered, expired,
// or the order no longer awaiting payment: 404 like any unknown address.
export const GET = defineRoute({
  access: access.public(),
  summary:
    "An order's PromptPay QR as a PNG, at the signed, expiring address sent in the LINE chat (404 when tampered with, expired, or the order no longer awaits payment)",
  tags: ['line'],
  params: z.object({
    token: z
      .string()
      .max(300)
      .regex(/^[A-Za-z0-9_.-]+$/),
  }),
  handler: async ({ params }) => {
    const png = await orderQrPng(params.token);
    if (!png) throw new AppError('common.notFound', 'no such QR');
    return new Response(new Uint8Array(png), {
      status: 200,
      headers: {
        'Content-Type': 'image/png',
        'Content-Length': String(png.length),
        'Cache-Control': 'private, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});
