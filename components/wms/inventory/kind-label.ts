import { BILL_KIND_KEY, isBillKind } from '@/lib/domain/wms/inventory/shared/kinds';

/** A bill kind's name (messages `inventoryKinds`), or its number when the kind is unknown. */
export function kindLabel(kind: number, tKinds: (key: string) => string): string {
  return isBillKind(kind) ? tKinds(BILL_KIND_KEY[kind]) : String(kind);
}
