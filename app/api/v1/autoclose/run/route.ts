import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { runAutoCloseNow, autoCloseRunSchema } from '@/lib/domain/packing/auto-close';

export const POST = defineRoute({
  access: access.admin(),
  summary:
    'Run the auto-close now: orders at 112 beyond the packing back days move to 121, open packings past their day are counted. Answers the finished run',
  tags: ['autoclose'],
  idempotent: true,
  response: autoCloseRunSchema,
  handler: async ({ rootDb, db, actor, requestId }) =>
    datum(await runAutoCloseNow(rootDb, db, actor, requestId), { status: 201 }),
});
