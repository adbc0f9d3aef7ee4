// ---------------------------------------------------------------------------------------
// The kinds of stock bill (inventory_bills.kind) and the prefix of their running numbers
// (bill_sequences.kind): IN-2611-00042 is the 42nd stock-in bill of November 2026 (Bangkok)
// of its enterprise. Shared by the stock movements, the history and the reports.
// ---------------------------------------------------------------------------------------

export const BILL_KIND = {
  In: 1,
  Out: 2,
  Move: 3,
  UserMove: 4,
  Packing: 5,
  Return: 6,
  Adjust: 7,
} as const;

export type BillKind = (typeof BILL_KIND)[keyof typeof BILL_KIND];

export const BILL_KINDS: readonly BillKind[] = Object.values(BILL_KIND);

/** The prefix of each kind's running bill numbers. */
export const BILL_PREFIX: Record<BillKind, string> = {
  1: 'IN',
  2: 'OUT',
  3: 'MOV',
  4: 'UMV',
  5: 'PCK',
  6: 'RET',
  7: 'ADJ',
};

/** The message key (namespace `inventoryKinds`) naming a kind on screens and exports. */
export const BILL_KIND_KEY: Record<BillKind, string> = {
  1: 'in',
  2: 'out',
  3: 'move',
  4: 'userMove',
  5: 'packing',
  6: 'return',
  7: 'adjust',
};

export const isBillKind = (n: number): n is BillKind => (BILL_KINDS as number[]).includes(n);

/** Storage kinds are the storages' own (lib/domain/wms/setup/schemas.ts). */
export { STORAGE_KIND } from '@/lib/domain/wms/setup/schemas';
