import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { receiveLineWebhook } from '@/lib/domain/line/webhook';

// LINE's pushes about the Official Account: signature first (401 line.signatureInvalid and
// nothing written), then follow / unfollow, each event once (docs/members.md, Webhook).
export const POST = defineRoute({
  access: access.public(),
  summary:
    "LINE's webhook (X-Line-Signature checked on the raw body): follow makes the member, unfollow marks it",
  tags: ['line'],
  maxBodyBytes: 1024 * 1024,
  handler: async ({ rootDb, req }) => {
    await receiveLineWebhook(rootDb, {
      rawBody: await req.text(),
      signature: req.headers.get('x-line-signature'),
    });
    return new Response(null, { status: 200 });
  },
});
