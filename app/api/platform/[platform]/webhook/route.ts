import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { platformConnector, platformFromPath } from '@/lib/domain/platforms/connectors';
import { SHOP_SECRET_HEADER } from '@/lib/domain/platforms/connector';
import { platformParams } from '@/lib/domain/platforms/schemas';
import { receivePlatformWebhook } from '@/lib/domain/platforms/webhooks/receive-webhook';

// The platforms' pushes: their own format and signature (checked on the raw bytes before
// anything else; Pancake's by the shop's shared secret header), answered at once with an
// empty 200; the work is queued.
export const POST = defineRoute({
  access: access.public(),
  summary:
    "A platform's push (its own format and signature, or Pancake's shop secret header); 401 on a bad one",
  tags: ['platforms'],
  params: platformParams,
  maxBodyBytes: 1024 * 1024,
  handler: async ({ rootDb, params, req }) => {
    const connector = platformConnector(platformFromPath(params.platform));
    await receivePlatformWebhook(rootDb, connector, {
      rawBody: await req.text(),
      authorization: req.headers.get('authorization'),
      sharedSecret: req.headers.get(SHOP_SECRET_HEADER),
      url: webhookUrl(req),
    });
    return new Response(null, { status: 200 });
  },
});

/** The address the platform pushed to, as it signed it (behind a proxy: the public one). */
function webhookUrl(req: Request): string {
  const url = new URL(req.url);
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? url.host;
  const proto = req.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${proto}://${host}${url.pathname}${url.search}`;
}
