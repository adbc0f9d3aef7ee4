import { describe, expect, it } from 'vitest';
import {
  EMPTY_WEDGE,
  wedgeChar,
  wedgeScans,
  wedgeStep,
  type WedgeKey,
} from '@/components/scanner/wedge-buffer';

/** Keys typing `text` then Enter, `gap` ms apart, from `start`. */
function typed(text: string, gap: number, start = 1000): WedgeKey[] {
  const keys: WedgeKey[] = [...text].map((key, i) => ({ key, time: start + i * gap }));
  keys.push({ key: 'Enter', time: start + text.length * gap });
  return keys;
}

describe('wedgeStep', () => {
  it('reads a scanner burst ending with Enter', () => {
    expect(wedgeScans(typed('8850999320014', 5))).toEqual(['8850999320014']);
  });

  it('leaves a person typing alone, however long the text', () => {
    expect(wedgeScans(typed('8850999320014', 120))).toEqual([]);
  });

  it('needs at least four characters', () => {
    expect(wedgeScans(typed('885', 5))).toEqual([]);
    expect(wedgeScans(typed('8850', 5))).toEqual(['8850']);
  });

  it('takes a gap of exactly the limit, not one millisecond more', () => {
    expect(wedgeScans(typed('ABCD', 35))).toEqual(['ABCD']);
    expect(wedgeScans(typed('ABCD', 36))).toEqual([]);
  });

  it('starts over at a slow key: what came before is not part of the code', () => {
    const keys: WedgeKey[] = [
      { key: 'x', time: 0 },
      { key: 'y', time: 300 },
      ...typed('SKU-001', 4, 900),
    ];
    expect(wedgeScans(keys)).toEqual(['SKU-001']);
  });

  it('refuses an Enter that comes late after the burst', () => {
    const keys = typed('12345678', 5);
    keys[keys.length - 1]!.time += 500;
    expect(wedgeScans(keys)).toEqual([]);
  });

  it('keeps a burst across Shift (capitals) and breaks it on Tab', () => {
    const shifted: WedgeKey[] = [
      { key: 'Shift', code: 'ShiftLeft', time: 0 },
      { key: 'A', code: 'KeyA', shiftKey: true, time: 3 },
      { key: 'Shift', code: 'ShiftLeft', time: 6 },
      { key: 'B', code: 'KeyB', shiftKey: true, time: 9 },
      { key: '1', code: 'Digit1', time: 12 },
      { key: '2', code: 'Digit2', time: 15 },
      { key: 'Enter', code: 'Enter', time: 18 },
    ];
    expect(wedgeScans(shifted)).toEqual(['AB12']);
    const tabbed = typed('1234', 5);
    tabbed.splice(2, 0, { key: 'Tab', time: 1007 });
    expect(wedgeScans(tabbed)).toEqual([]);
  });

  it('reads two scans in a row', () => {
    expect(wedgeScans([...typed('11112222', 3, 0), ...typed('33334444', 3, 400)])).toEqual([
      '11112222',
      '33334444',
    ]);
  });

  it('says which keys belong to a possible scan, and resets after Enter', () => {
    const first = wedgeStep(EMPTY_WEDGE, { key: '1', time: 0 });
    expect(first).toEqual({ state: { chars: '1', last: 0 }, buffered: true });
    const enter = wedgeStep({ chars: '1234', last: 10 }, { key: 'Enter', time: 15 });
    expect(enter).toEqual({ state: EMPTY_WEDGE, scan: '1234', buffered: true });
    expect(wedgeStep(first.state, { key: 'ArrowDown', time: 5 }).state).toEqual(EMPTY_WEDGE);
  });
});

describe('wedgeChar', () => {
  it('reads the physical key, so a Thai keyboard layout still gives the printed code', () => {
    // "8850" on the Kedmanee layout types ค ค ถ จ; the code says which key it was.
    const thai: WedgeKey[] = [
      { key: 'ค', code: 'Digit8', time: 0 },
      { key: 'ค', code: 'Digit8', time: 4 },
      { key: 'ถ', code: 'Digit5', time: 8 },
      { key: 'จ', code: 'Digit0', time: 12 },
      { key: 'ฟ', code: 'KeyA', time: 16 },
      { key: 'ข', code: 'Minus', time: 20 },
      { key: 'Enter', code: 'Enter', time: 24 },
    ];
    expect(wedgeScans(thai)).toEqual(['8850a-']);
  });

  it('maps shifted keys, the number pad and plain keys without a code', () => {
    expect(wedgeChar('A', 'KeyA', true)).toBe('A');
    expect(wedgeChar('!', 'Digit1', true)).toBe('!');
    expect(wedgeChar('7', 'Numpad7')).toBe('7');
    expect(wedgeChar('/', 'Slash')).toBe('/');
    expect(wedgeChar('x')).toBe('x');
    expect(wedgeChar('ก')).toBeNull();
    expect(wedgeChar('ArrowLeft', 'ArrowLeft')).toBeNull();
  });
});
