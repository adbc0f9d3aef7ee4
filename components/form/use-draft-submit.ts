'use client';
import { useCallback, useRef, useState } from 'react';
import { newDraftId } from '@/components/form/draft-id';

/**
 * Saving a form's draft: one save at a time (the button then Ctrl+Enter saves once), and
 * one draft id per draft, made at its first save and kept through retries, so that the
 * Idempotency-Key built on it lets the server catch a save whose answer was lost.
 * `newDraft` starts the next draft.
 */
export function useDraftSubmit() {
  const busy = useRef(false);
  const draftId = useRef<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** A save is under way (a ref, not state: a second key press comes before any redraw). */
  const isBusy = useCallback(() => busy.current, []);

  const run = useCallback(async (save: (draftId: string) => Promise<void>) => {
    busy.current = true;
    setSaving(true);
    draftId.current ??= newDraftId();
    try {
      await save(draftId.current);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, []);

  const newDraft = useCallback(() => {
    draftId.current = null;
  }, []);

  return { saving, isBusy, run, newDraft };
}
