import { orderRefOf, PACKING_KIND, type ScanInput } from '@/lib/domain/packing/shared';
import type { ScanRequest } from '@/lib/domain/packing/station/scan';
import type { StockActor } from '@/lib/domain/wms/inventory/writes';

// The scan a station's call on a normal packing asks for: the order it names, the unit's
// barcode counted once, the packing opened if the order has none.

export type Who = Pick<StockActor, 'enterpriseId' | 'userId'>;

export function scanRequest(actor: Who, input: ScanInput, open: boolean): ScanRequest {
  return {
    enterpriseId: actor.enterpriseId,
    userId: actor.userId,
    ref: orderRefOf(input),
    kind: PACKING_KIND.Normal,
    barcode: input.barcode ?? null,
    change: 'add',
    open,
    storageId: input.storage_id,
    line: input.line,
  };
}
