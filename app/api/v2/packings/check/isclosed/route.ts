import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { isClosed } from '@/lib/domain/packing/station';
import { isClosedInput, isClosedSchema } from '@/lib/domain/packing/shared';

export const POST = defineRoute({
  access: access.area('packing', 1),
  summary:
    "Whether the order's packing is closed { order_id | order_code } -> { closed, packing_id, packing_number, order_status, closed_at }: its open packing if any, else its latest closed one; never packed: closed false. order.notFound",
  tags: ['packing'],
  body: isClosedInput,
  response: isClosedSchema,
  handler: async ({ db, actor, body }) => datum(await isClosed(db, actor.enterpriseId, body)),
});
