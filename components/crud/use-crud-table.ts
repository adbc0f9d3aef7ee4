'use client';
import { useCallback, useState } from 'react';

/**
 * The state every list screen keeps: which dialog is open (and on which row), and the
 * token that makes the DataTable read its page again.
 */
export function useCrudTable<Open extends { kind: string }>() {
  const [open, setOpen] = useState<Open | null>(null);
  const [reload, setReload] = useState(0);
  const close = useCallback(() => setOpen(null), []);
  const refresh = useCallback(() => setReload((n) => n + 1), []);
  return { open, setOpen, close, reload, refresh };
}
