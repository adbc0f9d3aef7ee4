'use client';
import { beep } from '@/components/scanner/beep';
import type { HandOverRowOutcome } from '@/components/packing/handover/handover-reducer';

// The clerk hears the outcome without looking up: one beep hands it over, two say it left
// already, and a buzz means pull the parcel out (two buzzes cancelled, three returned).
const PATTERNS: Record<HandOverRowOutcome, ReadonlyArray<'ok' | 'error'>> = {
  handed_over: ['ok'],
  already_handed_over: ['ok', 'ok'],
  not_packed: ['error'],
  cancelled: ['error', 'error'],
  returned: ['error', 'error', 'error'],
  error: ['error'],
};

const GAP_MS = 160;
const ERROR_GAP_MS = 450;

export function playHandOver(outcome: HandOverRowOutcome): void {
  let at = 0;
  for (const tone of PATTERNS[outcome]) {
    if (at === 0) beep(tone);
    else setTimeout(() => beep(tone), at);
    at += tone === 'error' ? ERROR_GAP_MS : GAP_MS;
  }
}
