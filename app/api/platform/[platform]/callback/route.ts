import { access } from '@/lib/auth/permissions';
import { isAppError } from '@/lib/errors';
import { defineRoute } from '@/lib/http/define-route';
import { platformConnector, platformFromPath } from '@/lib/domain/platforms/connectors';
import { connectCallbackQuery, platformParams } from '@/lib/domain/platforms/schemas';
import { completeConnect } from '@/lib/domain/platforms/shops/connect-flow';

// The platform sends the seller's browser here: the answer is a page, so success and a
// refusal both go back to /admin/platform, which shows what happened.
export const GET = defineRoute({
  access: access.area('platform', 2),
  summary: 'Where the platform sends the seller back with a code: connects the shops',
  tags: ['platforms'],
  params: platformParams,
  query: connectCallbackQuery,
  handler: async ({ db, actor, params, query, requestId, req }) => {
    const back = new URL('/admin/platform', req.url);
    try {
      const platform = platformFromPath(params.platform);
      const shops = await completeConnect(db, actor, platformConnector(platform), query, requestId);
      back.searchParams.set('connected', String(shops.length));
      back.searchParams.set('platform', platform);
    } catch (error) {
      if (!isAppError(error)) throw error;
      back.searchParams.set('error', error.key);
    }
    return new Response(null, { status: 303, headers: { location: back.pathname + back.search } });
  },
});
