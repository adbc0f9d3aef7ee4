import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';

export const GET = defineRoute({
  access: access.public(),
  summary: 'Liveness and database check',
  tags: ['system'],
  handler: async ({ rootDb }) => {
    await rootDb.$queryRaw`select 1`;
    return datum({ status: 'ok', version: process.env.NEXT_PUBLIC_BUILD_VERSION ?? 'dev' });
  },
});
