'use client';
import { beep } from '@/components/scanner/beep';
import type { StationOutcomeKind } from '@/components/packing/station/station-reducer';

// A packer hears the outcome without looking up: the count of beeps tells them apart.
const PATTERNS: Record<StationOutcomeKind, ReadonlyArray<'ok' | 'error'>> = {
  ok: ['ok'],
  done: ['ok', 'ok'],
  complete: ['ok', 'ok', 'ok'],
  coupon: ['ok', 'ok'],
  wrong: ['error'],
  'too-many': ['ok', 'error'],
  'wrong-status': ['error', 'error'],
  error: ['error'],
};

const GAP_MS = 160;
const ERROR_GAP_MS = 450;

export function playOutcome(kind: StationOutcomeKind): void {
  let at = 0;
  for (const tone of PATTERNS[kind]) {
    if (at === 0) beep(tone);
    else setTimeout(() => beep(tone), at);
    at += tone === 'error' ? ERROR_GAP_MS : GAP_MS;
  }
}
