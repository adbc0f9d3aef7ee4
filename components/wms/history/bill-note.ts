'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { SystemNoteKey } from '@/lib/domain/wms/inventory/shared/bill-note';

export interface BillNoteFields {
  /** What a person typed. */
  Note: string | null;
  /** What the system wrote (packing, returns, cancellations), to say in the reader's language. */
  NoteKey: SystemNoteKey | null;
  NoteParams: Record<string, string> | null;
}

/** A bill's note as the reader reads it: the system's words in their language, then what a person typed. */
export function useBillNoteText(): (bill: BillNoteFields) => string | null {
  const t = useTranslations('stockBillNotes');
  return useCallback(
    (bill) => {
      const system = bill.NoteKey ? t(bill.NoteKey, bill.NoteParams ?? {}) : null;
      return [system, bill.Note].filter(Boolean).join(' · ') || null;
    },
    [t],
  );
}
