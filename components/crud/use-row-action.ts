'use client';
import { useState } from 'react';
import { useFeedback } from '@/components/ui/feedback';

type ToastKind = 'success' | 'info';

/** What a finished action tells the user: a translated text, shown as a success toast or as an info one. */
export type ActionNotice = string | { kind: ToastKind; text: string };

export interface RowActionRun<T> {
  /** The API call. */
  call: () => Promise<T>;
  /** The translated notice on success (or made from the call's answer). */
  success: ActionNotice | ((result: T) => ActionNotice);
  /** The row whose actions menu shows busy while the call runs (no confirm dialog then). */
  busyId?: number;
  /** Close the open dialog: on success (after a confirm), or on success and on failure. */
  close?: 'onSuccess' | 'always';
}

/**
 * A row action of a list screen (delete, block, toggle, archive, restore): call the API,
 * toast the translated success, reload the table; a failure is shown with useFeedback.
 * Also reads a row's detail before a dialog opens, with the row's menu busy meanwhile.
 */
export function useRowAction({ refresh, close }: { refresh: () => void; close: () => void }) {
  const { notify, showError } = useFeedback();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function run<T>(action: RowActionRun<T>): Promise<void> {
    const busy = action.busyId !== undefined;
    if (busy) setBusyId(action.busyId ?? null);
    try {
      const result = await action.call();
      const notice = typeof action.success === 'function' ? action.success(result) : action.success;
      if (typeof notice === 'string') notify('success', notice);
      else notify(notice.kind, notice.text);
      if (action.close) close();
      refresh();
    } catch (error) {
      if (action.close === 'always') close();
      showError(error);
    } finally {
      if (busy) setBusyId(null);
    }
  }

  /** Reads what a dialog needs (e.g. the row's detail) before it opens; a failure is shown. */
  async function load<T>(rowId: number, read: () => Promise<T>, then: (value: T) => void) {
    setBusyId(rowId);
    try {
      then(await read());
    } catch (error) {
      showError(error);
    } finally {
      setBusyId(null);
    }
  }

  return { busyId, run, load };
}
