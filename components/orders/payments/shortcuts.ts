// The payment queue's keyboard (a long queue is checked without the mouse):
//   J or ↓ next order, K or ↑ previous, A the amount read on the slip, Enter or C correct,
//   X incorrect (asks the reason), Z zoom the slip.
// Pure: the screen tells where the key was pressed, this says what it means.

export type QueueCommand = 'next' | 'prev' | 'focusAmount' | 'confirm' | 'reject' | 'zoom' | 'blur';

/**
 * Where the key went: the amount input of the queue, another text control (search, a
 * filter, a select: its keys are its own), a button or link (Enter presses it), or the page.
 */
export type KeyTarget = 'amount' | 'editable' | 'control' | 'page';

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** Held down: a repeated Enter must not confirm twice. */
  repeat?: boolean;
}

const LETTERS: Record<string, QueueCommand> = {
  j: 'next',
  k: 'prev',
  a: 'focusAmount',
  c: 'confirm',
  x: 'reject',
  z: 'zoom',
};

export const SHORTCUT_KEYS = ['J', 'K', 'A', 'C', 'X', 'Z'] as const;

export function queueCommand(press: KeyPress, target: KeyTarget): QueueCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const { key } = press;
  if (target === 'editable') return null;
  if (target === 'amount') {
    if (key === 'Enter') return press.repeat ? null : 'confirm';
    if (key === 'Escape') return 'blur';
    if (key === 'ArrowDown') return 'next';
    if (key === 'ArrowUp') return 'prev';
    return null;
  }
  if (key === 'ArrowDown') return 'next';
  if (key === 'ArrowUp') return 'prev';
  if (key === 'Enter') return target === 'control' || press.repeat ? null : 'confirm';
  if (key.length !== 1) return null;
  const command = LETTERS[key.toLowerCase()] ?? null;
  return command === 'confirm' && press.repeat ? null : command;
}

/** Where a key event's target sits, from its tag, type and marks. */
export function keyTargetOf(
  el: {
    tagName?: string;
    type?: string;
    isContentEditable?: boolean;
    dataset?: Record<string, string | undefined>;
  } | null,
): KeyTarget {
  if (!el?.tagName) return 'page';
  if (el.dataset?.queueAmount !== undefined) return 'amount';
  const tag = el.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable) return 'editable';
  if (tag === 'INPUT') {
    const type = (el.type ?? 'text').toLowerCase();
    return ['button', 'submit', 'checkbox', 'radio', 'reset'].includes(type)
      ? 'control'
      : 'editable';
  }
  if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') return 'control';
  return 'page';
}

/** The row index after a move, kept inside the list (-1 for an empty list). */
export function moveSelection(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (index < 0) return step > 0 ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, index + step));
}

/**
 * The row to select once `doneId` has left the queue: the one after it, else the one
 * before; null when none is left.
 */
export function nextAfterRemoval<T extends { id: number }>(
  rows: readonly T[],
  doneId: number,
): number | null {
  const i = rows.findIndex((r) => r.id === doneId);
  const rest = rows.filter((r) => r.id !== doneId);
  if (rest.length === 0) return null;
  if (i < 0) return rest[0]!.id;
  return (rest[i] ?? rest[i - 1] ?? rest[rest.length - 1])!.id;
}
