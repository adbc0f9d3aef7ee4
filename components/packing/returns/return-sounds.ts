'use client';
import { beep } from '@/components/scanner/beep';
import type { ReturnOutcomeKind } from '@/components/packing/returns/return-reducer';

// The clerk hears the outcome without looking up: the count of beeps tells them apart.
const PATTERNS: Record<ReturnOutcomeKind, ReadonlyArray<'ok' | 'error'>> = {
  opened: ['ok', 'ok'],
  ok: ['ok'],
  closed: ['ok', 'ok', 'ok'],
  wrong: ['error'],
  'too-many': ['ok', 'error'],
  'wrong-status': ['error', 'error'],
  'already-returned': ['error', 'error'],
  error: ['error'],
};

const GAP_MS = 160;
const ERROR_GAP_MS = 450;

export function playReturnOutcome(kind: ReturnOutcomeKind): void {
  let at = 0;
  for (const tone of PATTERNS[kind]) {
    if (at === 0) beep(tone);
    else setTimeout(() => beep(tone), at);
    at += tone === 'error' ? ERROR_GAP_MS : GAP_MS;
  }
}
