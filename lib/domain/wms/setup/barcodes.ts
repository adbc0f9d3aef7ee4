import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { randomInStoreEan13 } from '@/lib/domain/wms/setup/ean13';

// GET /api/v1/util/barcode: a new EAN-13 in the in-store range (20-29) that no warehouse or
// sellable product of the enterprise uses. Ten random digits give 10^11 codes, so a clash
// is rare; each round checks a handful of candidates in two indexed queries. Nothing is
// reserved: two forms handed the same code (about one chance in 10^10) meet the barcode's
// unique index when the second saves, and get wmsProduct.duplicateBarcode.

const CANDIDATES_PER_ROUND = 8;
const ROUNDS = 10;

export async function generateBarcode(
  db: TenantDb,
  next: () => string = randomInStoreEan13,
): Promise<string> {
  for (let round = 0; round < ROUNDS; round++) {
    const candidates = Array.from(new Set(Array.from({ length: CANDIDATES_PER_ROUND }, next)));
    const [wms, sellable] = await Promise.all([
      db.wmsProduct.findMany({
        where: { barcode: { in: candidates } },
        select: { barcode: true },
      }),
      db.product.findMany({
        where: { barcode: { in: candidates } },
        select: { barcode: true },
      }),
    ]);
    const taken = new Set([...wms, ...sellable].map((r) => r.barcode));
    const free = candidates.find((c) => !taken.has(c));
    if (free) return free;
  }
  throw new AppError('common.systemError', 'no free barcode found, try again');
}
