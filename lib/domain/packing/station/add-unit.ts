import type { IdempotencyClaim, TenantDb } from '@/lib/db';
import type { ScanInput } from '@/lib/domain/packing/shared';
import { scan } from '@/lib/domain/packing/station/scan';
import { scanRequest, type Who } from '@/lib/domain/packing/station/scan-request';

/** POST /api/v2/packings/verify/createoradd (`claim`: its Idempotency-Key, see scan.ts). */
export async function createOrAdd(
  db: TenantDb,
  actor: Who,
  input: ScanInput,
  claim: IdempotencyClaim | null = null,
) {
  return (await scan(db, { ...scanRequest(actor, input, true), claim })).state;
}
