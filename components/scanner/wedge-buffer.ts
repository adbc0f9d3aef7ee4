// Recognising a keyboard-wedge barcode scanner among ordinary key presses. A scanner types
// the whole code in a burst (a few ms between keys) and ends it with Enter; a person types
// far slower. Pure: the hook (use-wedge-scanner.ts) feeds it key events with their times.

export interface WedgeOptions {
  /** The longest pause between two keys of one scan, in ms. */
  maxGapMs: number;
  /** The shortest code a scan may carry (shorter bursts are fast typing, not a scan). */
  minLength: number;
}

export const DEFAULT_WEDGE: WedgeOptions = { maxGapMs: 35, minLength: 4 };

export interface WedgeState {
  chars: string;
  /** When the last character came (ms), or null before the first. */
  last: number | null;
}

export const EMPTY_WEDGE: WedgeState = { chars: '', last: null };

export interface WedgeKey {
  /** KeyboardEvent.key */
  key: string;
  /** KeyboardEvent.code: the physical key, whatever the keyboard layout. */
  code?: string;
  shiftKey?: boolean;
  /** ms, e.g. KeyboardEvent.timeStamp */
  time: number;
}

export interface WedgeStep {
  state: WedgeState;
  /** The code of a finished scan (this key was its Enter). */
  scan?: string;
  /** The key was part of a burst that may be a scan (the hook leaves it alone but Enter). */
  buffered: boolean;
}

const SHIFTED: Record<string, string> = {
  Minus: '-_',
  Equal: '=+',
  Period: '.>',
  Comma: ',<',
  Slash: '/?',
  Semicolon: ';:',
  Quote: '\'"',
  BracketLeft: '[{',
  BracketRight: ']}',
  Backslash: '\\|',
  Backquote: '`~',
  Space: '  ',
};
const DIGIT_SHIFTED = ')!@#$%^&*(';

/**
 * The character a key types on a US layout. Scanners send physical key codes, so on a
 * machine set to the Thai (Kedmanee) layout "8850" arrives as "ค ค ถ จ" in `key`; `code`
 * ("Digit8"...) gives back what was printed on the label. Null for keys that type nothing.
 */
export function wedgeChar(key: string, code?: string, shiftKey = false): string | null {
  if (code) {
    let m = /^Digit(\d)$/.exec(code);
    if (m) return shiftKey ? DIGIT_SHIFTED[Number(m[1])]! : m[1]!;
    m = /^Numpad(\d)$/.exec(code);
    if (m) return m[1]!;
    m = /^Key([A-Z])$/.exec(code);
    if (m) return shiftKey ? m[1]! : m[1]!.toLowerCase();
    const pair = SHIFTED[code];
    if (pair) return shiftKey ? pair[1]! : pair[0]!;
    if (code === 'NumpadSubtract') return '-';
    if (code === 'NumpadDecimal') return '.';
    if (code === 'NumpadAdd') return '+';
    if (code === 'NumpadDivide') return '/';
    if (code === 'NumpadMultiply') return '*';
  }
  // A single printable ASCII character where the code is unknown (virtual keyboards, tests).
  return key.length === 1 && key >= ' ' && key <= '~' ? key : null;
}

/** Keys that type nothing and do not break a burst (a scanner holds Shift for capitals). */
const NEUTRAL = new Set(['Shift', 'CapsLock', 'Unidentified', 'Dead']);

/** Feeds one key press to the recogniser. */
export function wedgeStep(
  state: WedgeState,
  key: WedgeKey,
  options: WedgeOptions = DEFAULT_WEDGE,
): WedgeStep {
  const fast = state.last !== null && key.time - state.last <= options.maxGapMs;
  if (key.key === 'Enter' || key.key === 'NumpadEnter' || key.code === 'NumpadEnter') {
    if (fast && state.chars.length >= options.minLength)
      return { state: EMPTY_WEDGE, scan: state.chars, buffered: true };
    return { state: EMPTY_WEDGE, buffered: false };
  }
  if (NEUTRAL.has(key.key)) return { state, buffered: state.chars.length > 0 };
  const ch = wedgeChar(key.key, key.code, key.shiftKey);
  if (ch === null) return { state: EMPTY_WEDGE, buffered: false };
  // A slow key starts a new burst: it may be the first character of a scan.
  const chars = fast ? state.chars + ch : ch;
  return { state: { chars, last: key.time }, buffered: true };
}

/** Runs a whole sequence of keys; the codes it scanned (for tests and replays). */
export function wedgeScans(keys: WedgeKey[], options: WedgeOptions = DEFAULT_WEDGE): string[] {
  let state = EMPTY_WEDGE;
  const scans: string[] = [];
  for (const key of keys) {
    const step = wedgeStep(state, key, options);
    state = step.state;
    if (step.scan) scans.push(step.scan);
  }
  return scans;
}
