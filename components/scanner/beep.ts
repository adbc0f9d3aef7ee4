'use client';

// The scan sounds: a short high beep when a code is taken, a low double buzz when it is
// not. WebAudio, no sound files. Browsers start audio only after a user gesture; a scan's
// key presses are one, so the first context is made at the first scan.

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  context ??= new Ctor();
  if (context.state === 'suspended') void context.resume().catch(() => {});
  return context;
}

function tone(ctx: AudioContext, frequency: number, start: number, seconds: number) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'square';
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.08, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + seconds);
}

export function beep(kind: 'ok' | 'error' = 'ok'): void {
  try {
    const ctx = audio();
    if (!ctx) return;
    const now = ctx.currentTime;
    if (kind === 'ok') tone(ctx, 1760, now, 0.09);
    else {
      tone(ctx, 220, now, 0.15);
      tone(ctx, 220, now + 0.2, 0.15);
    }
  } catch {
    // No sound is no reason to stop a scan.
  }
}
