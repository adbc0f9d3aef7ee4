import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { platformConnector, platformFromPath } from '@/lib/domain/platforms/connectors';
import {
  connectByKeyInput,
  keyConnectSchema,
  platformParams,
} from '@/lib/domain/platforms/schemas';
import { connectByApiKey } from '@/lib/domain/platforms/shops/connect-by-key';
import { connectUrl } from '@/lib/domain/platforms/shops/connect-flow';

export const GET = defineRoute({
  access: access.area('platform', 2),
  summary: "The platform's authorization page to connect a shop ({ url })",
  tags: ['platforms'],
  params: platformParams,
  handler: async ({ actor, params }) =>
    datum({ url: connectUrl(actor, platformConnector(platformFromPath(params.platform))) }),
});

export const POST = defineRoute({
  access: access.area('platform', 2),
  summary:
    'Connect a shop by its API key (Pancake): the key checked and stored sealed; answers the webhook header and secret to set there',
  tags: ['platforms'],
  params: platformParams,
  body: connectByKeyInput,
  response: keyConnectSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(
      await connectByApiKey(
        db,
        actor,
        platformConnector(platformFromPath(params.platform)),
        body,
        requestId,
      ),
    ),
});
