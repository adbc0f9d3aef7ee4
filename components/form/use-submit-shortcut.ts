'use client';
import { useEffect, useRef } from 'react';

/** Ctrl+Enter (or Cmd+Enter) anywhere on the page saves the form, even from a note. */
export function useSubmitShortcut(submit: () => void, enabled = true) {
  const latest = useRef(submit);
  useEffect(() => {
    latest.current = submit;
  }, [submit]);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      // defaultPrevented: the Enter already chose a suggestion (a product, an address).
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.repeat && !e.defaultPrevented) {
        e.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
