import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { platformConnector, platformFromPath } from '@/lib/domain/platforms/connectors';
import { platformParams } from '@/lib/domain/platforms/schemas';
import { connectUrl } from '@/lib/domain/platforms/shops/connect-flow';

export const GET = defineRoute({
  access: access.area('platform', 2),
  summary: "The platform's authorization page to connect a shop ({ url })",
  tags: ['platforms'],
  params: platformParams,
  handler: async ({ actor, params }) =>
    datum({ url: connectUrl(actor, platformConnector(platformFromPath(params.platform))) }),
});
