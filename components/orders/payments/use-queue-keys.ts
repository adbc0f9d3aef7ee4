'use client';
import { useEffect, useRef } from 'react';
import {
  keyTargetOf,
  queueCommand,
  type KeyTarget,
  type QueueCommand,
} from '@/components/orders/payments/shortcuts';

/**
 * The payment queue's keyboard (components/orders/payments/shortcuts.ts), on the whole
 * page; keys pressed inside a dialog or a menu are theirs, never the queue's.
 */
export function useQueueKeys(onCommand: (command: QueueCommand, from: KeyTarget) => void) {
  const handler = useRef(onCommand);
  useEffect(() => {
    handler.current = onCommand;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      const el = e.target instanceof HTMLElement ? e.target : null;
      if (el?.closest('[role="dialog"],[role="alertdialog"],[role="menu"]')) return;
      const from = keyTargetOf(el);
      const command = queueCommand(e, from);
      if (!command) return;
      e.preventDefault();
      handler.current(command, from);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
