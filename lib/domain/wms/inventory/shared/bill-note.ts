import { z } from 'zod';

/**
 * The notes the system writes on the stock bills it makes, stored as a key of
 * `stockBillNotes` in the messages and its values (`inventory_bills.note_key`,
 * `note_params`), so every reader sees them in their own language. `note` stays for what
 * a person types.
 */
export const SYSTEM_NOTE_KEYS = [
  'packed',
  'packingReopened',
  'returned',
  'orderCancelled',
  'demoOpeningStock',
  'poReceived',
] as const;
export type SystemNoteKey = (typeof SYSTEM_NOTE_KEYS)[number];

export interface SystemNote {
  key: SystemNoteKey;
  params: Record<string, string>;
}

type PackingRef = { order_number: string; packing_number: string };

/** Packing closed: the goods left the staging storage with the parcel. */
export const packedNote = (p: PackingRef): SystemNote => ({
  key: 'packed',
  params: { order_number: p.order_number, packing_number: p.packing_number },
});

/** A closed packing opened again: its goods came back to the storage they left. */
export const packingReopenedNote = (p: PackingRef): SystemNote => ({
  key: 'packingReopened',
  params: { order_number: p.order_number, packing_number: p.packing_number },
});

/** A returned parcel counted in: the goods fit to sell went back on the shelf. */
export const returnedNote = (p: PackingRef): SystemNote => ({
  key: 'returned',
  params: { order_number: p.order_number, packing_number: p.packing_number },
});

/** An order cancelled while it held stock: the stock went back. */
export const orderCancelledNote = (o: { order_number: string }): SystemNote => ({
  key: 'orderCancelled',
  params: { order_number: o.order_number },
});

/** Goods of a purchase order received into stock. */
export const poReceivedNote = (po: { po_number: string }): SystemNote => ({
  key: 'poReceived',
  params: { po_number: po.po_number },
});

/** How an answer carries a bill's system note: the key and values the reader's screen translates. */
export const systemNoteFields = {
  NoteKey: z
    .enum(SYSTEM_NOTE_KEYS)
    .nullable()
    .describe(
      "a note the system wrote, as a message key (stockBillNotes.<key>) to show in the reader's language; Note is what a person typed",
    ),
  NoteParams: z
    .record(z.string(), z.string())
    .nullable()
    .describe("the key's values, e.g. { order_number, packing_number }"),
};

/** The stored columns as the answer's fields (a key this version does not know is left out). */
export function systemNoteOf(row: { note_key: string | null; note_params: unknown }): {
  NoteKey: SystemNoteKey | null;
  NoteParams: Record<string, string> | null;
} {
  const key = (SYSTEM_NOTE_KEYS as readonly string[]).includes(row.note_key ?? '')
    ? (row.note_key as SystemNoteKey)
    : null;
  if (!key) return { NoteKey: null, NoteParams: null };
  const params =
    row.note_params && typeof row.note_params === 'object' && !Array.isArray(row.note_params)
      ? Object.fromEntries(
          Object.entries(row.note_params as Record<string, unknown>).map(([k, v]) => [
            k,
            String(v),
          ]),
        )
      : {};
  return { NoteKey: key, NoteParams: params };
}
