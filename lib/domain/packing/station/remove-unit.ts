import { sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import type { RemoveInput } from '@/lib/domain/packing/shared';
import { scan } from '@/lib/domain/packing/station/scan';
import type { Who } from '@/lib/domain/packing/station/scan-request';

/** POST /api/v2/packings/verify/remove: one unit back out, of a normal or a return packing. */
export async function removeUnit(db: TenantDb, actor: Who, input: RemoveInput) {
  const [packing] = await sqlRunner(db, { prepare: true }).rows<{ kind: number }>(Prisma.sql`
    SELECT kind::int AS kind FROM packings
     WHERE id = ${input.packing_id} AND enterprise_id = ${actor.enterpriseId}`);
  if (!packing) throw new AppError('common.notFound', `packing ${input.packing_id}`);
  const { state } = await scan(db, {
    enterpriseId: actor.enterpriseId,
    userId: actor.userId,
    ref: { packingId: input.packing_id },
    kind: packing.kind,
    barcode: input.barcode,
    change: 'remove',
    open: false,
  });
  return state;
}
