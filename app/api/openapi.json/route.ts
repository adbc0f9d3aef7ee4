import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { buildOpenApi } from '@/lib/http/openapi';

export const GET = defineRoute({
  access: access.signedIn(),
  summary: 'The OpenAPI document of every route, generated from their zod schemas',
  tags: ['system'],
  handler: async () => Response.json(buildOpenApi(process.env.NEXT_PUBLIC_BUILD_VERSION ?? 'dev')),
});
