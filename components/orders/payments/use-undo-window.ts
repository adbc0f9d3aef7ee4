'use client';
import { useEffect, useState } from 'react';

/**
 * True until the time `untilIso` (an Undo button's window, from the server), false once it
 * has passed or when there is none: the button goes away by itself when it would be refused.
 */
export function useUndoWindow(untilIso: string | null): boolean {
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    if (!untilIso) return;
    const left = Math.max(0, Date.parse(untilIso) - Date.now());
    const timer = window.setTimeout(() => setPassed(untilIso), left);
    return () => window.clearTimeout(timer);
  }, [untilIso]);
  return untilIso !== null && passed !== untilIso;
}
