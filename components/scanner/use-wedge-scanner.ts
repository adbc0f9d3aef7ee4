'use client';
import { useEffect, useRef } from 'react';
import {
  DEFAULT_WEDGE,
  EMPTY_WEDGE,
  wedgeStep,
  type WedgeOptions,
  type WedgeState,
} from '@/components/scanner/wedge-buffer';

/** Marks a dedicated scan input: the hook also listens while it has the focus. */
export const SCAN_INPUT_ATTR = 'data-scan-input';

/**
 * Marks a scan box: an input that takes a code itself, typed or scanned, and acts on its
 * own Enter with its whole value. The hook leaves its keys alone: a scan typed into it
 * while the machine is busy (a gap between two keys longer than a scanner's) would
 * otherwise reach the hook cut in two and be looked up by its second half.
 */
export const SCAN_BOX_ATTR = 'data-scan-box';

/** True for a key typed in a scan box (SCAN_BOX_ATTR), which handles its own codes. */
export function isScanBoxTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest(`[${SCAN_BOX_ATTR}]`) !== null;
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** True while the user types in an ordinary field: its keys are theirs, not a scanner's. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest(`[${SCAN_INPUT_ATTR}]`)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  return false;
}

/**
 * Listens for a keyboard-wedge scanner anywhere on the page (see wedge-buffer.ts): a burst
 * of keys ending with Enter calls `onScan(code)`, unless the focus is in an ordinary text
 * field; a dedicated scan input (attribute `data-scan-input`) counts as "anywhere". The
 * Enter of a scan is swallowed (`preventDefault`), so it neither submits a form nor clicks
 * the focused button; a scan input sees `event.defaultPrevented` and just clears itself.
 */
export function useWedgeScanner(
  onScan: (code: string) => void,
  options: Partial<WedgeOptions> & { enabled?: boolean } = {},
): void {
  const {
    enabled = true,
    maxGapMs = DEFAULT_WEDGE.maxGapMs,
    minLength = DEFAULT_WEDGE.minLength,
  } = options;
  const handler = useRef(onScan);
  useEffect(() => {
    handler.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!enabled) return;
    let state: WedgeState = EMPTY_WEDGE;
    const onKeyDown = (e: KeyboardEvent) => {
      if (
        e.isComposing ||
        e.ctrlKey ||
        e.altKey ||
        e.metaKey ||
        isTypingTarget(e.target) ||
        isScanBoxTarget(e.target)
      ) {
        state = EMPTY_WEDGE;
        return;
      }
      const step = wedgeStep(
        state,
        { key: e.key, code: e.code, shiftKey: e.shiftKey, time: e.timeStamp },
        { maxGapMs, minLength },
      );
      state = step.state;
      if (step.scan) {
        e.preventDefault();
        handler.current(step.scan);
      }
    };
    // Capture: before React's handlers and before the focused element acts on the Enter.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled, maxGapMs, minLength]);
}
