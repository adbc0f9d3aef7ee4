import { describe, expect, it } from 'vitest';
import th from '@/messages/th.json';
import en from '@/messages/en.json';
import {
  orderCancelledNote,
  packedNote,
  packingReopenedNote,
  returnedNote,
  SYSTEM_NOTE_KEYS,
  systemNoteOf,
} from '@/lib/domain/wms/inventory/shared/bill-note';

const packing = { order_number: 'SO2611200001', packing_number: 'PK2611200001' };
const notes = [
  packedNote(packing),
  packingReopenedNote(packing),
  returnedNote(packing),
  orderCancelledNote(packing),
];

describe('system notes of stock bills', () => {
  it('has words in both languages for every key, using exactly the values the system stores', () => {
    for (const [lang, file] of Object.entries({ th, en })) {
      const words = file.stockBillNotes as Record<string, string>;
      expect(Object.keys(words).sort(), lang).toEqual([...SYSTEM_NOTE_KEYS].sort());
      for (const note of notes) {
        const placeholders = [...words[note.key]!.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        expect(placeholders.sort(), `${lang} ${note.key}`).toEqual(Object.keys(note.params).sort());
      }
    }
  });

  it('reads the stored columns back; a key this version does not know is left out', () => {
    expect(
      systemNoteOf({ note_key: 'orderCancelled', note_params: { order_number: 'SO1' } }),
    ).toEqual({ NoteKey: 'orderCancelled', NoteParams: { order_number: 'SO1' } });
    expect(systemNoteOf({ note_key: 'robot', note_params: {} })).toEqual({
      NoteKey: null,
      NoteParams: null,
    });
    expect(systemNoteOf({ note_key: null, note_params: null })).toEqual({
      NoteKey: null,
      NoteParams: null,
    });
  });
});
