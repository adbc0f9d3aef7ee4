import type { TenantDb } from '@/lib/db';
import type { CreatePackingInput } from '@/lib/domain/packing/shared';
import { scan } from '@/lib/domain/packing/station/scan';
import { scanRequest, type Who } from '@/lib/domain/packing/station/scan-request';

/** POST /api/v1/packings: the order's open packing, opened now (`opened`) if there was none. */
export function openOrderPacking(db: TenantDb, actor: Who, input: CreatePackingInput) {
  return scan(db, scanRequest(actor, input, true));
}
