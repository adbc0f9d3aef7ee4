import { describe, expect, it } from 'vitest';
import {
  answered,
  cleared,
  emptySearchBox,
  isCurrent,
  moved,
  pressedEnter,
  typed,
  type SearchBoxState,
  type SearchOption,
} from '@/components/search-box/search-box-state';

interface Product extends SearchOption {
  name: string;
}

const cream: Product = { id: 1, name: 'ครีมกันแดด', codes: ['CREAM-50', '2000000000022'] };
const serum: Product = { id: 2, name: 'เซรั่มวิตามินซี', codes: ['SERUM-30', '2000000000015'] };
const mask: Product = { id: 3, name: 'มาสก์หน้า', codes: ['MASK-10', null] };

/** Typed text, then the answers that came, in order. */
function box(text: string, ...answers: Array<[string, Product[]]>): SearchBoxState<Product> {
  let state = typed(emptySearchBox<Product>(), text);
  for (const [query, options] of answers) state = answered(state, query, options).state;
  return state;
}

describe('the search box: Enter acts only on the answer to the text in the box', () => {
  it('picks the highlighted option of the answer to the text now in the box', () => {
    const state = box('ครีม', ['ครีม', [cream, serum]]);
    expect(isCurrent(state)).toBe(true);
    expect(pressedEnter(state).pick).toBe(cream);
    expect(pressedEnter(moved(state, 1)).pick).toBe(serum);
    expect(pressedEnter(moved(moved(state, 1), 1)).pick).toBe(serum);
  });

  it("never picks from an earlier text's answer: Enter waits, then picks the top of the text's own", () => {
    // "ครีม" answered and shown; replaced by "เซรั่ม" and Enter pressed at once.
    const shown = box('ครีม', ['ครีม', [cream]]);
    const replaced = typed(shown, 'เซรั่ม');
    expect(isCurrent(replaced)).toBe(false);
    expect(replaced.answer?.options).toEqual([cream]);
    const enter = pressedEnter(replaced);
    expect(enter.pick).toBeNull();
    expect(enter.state.waiting).toBe('เซรั่ม');
    const arrives = answered(enter.state, 'เซรั่ม', [serum, mask]);
    expect(arrives.pick).toBe(serum);
    expect(arrives.state.waiting).toBeNull();
  });

  it('drops an answer to an earlier text, even one that comes after the Enter', () => {
    const waiting = pressedEnter(typed(box('ครีม'), 'เซรั่ม')).state;
    const late = answered(waiting, 'ครีม', [cream]);
    expect(late.pick).toBeNull();
    expect(late.state).toBe(waiting);
    expect(answered(late.state, 'เซรั่ม', [serum]).pick).toBe(serum);
  });

  it('compares the text trimmed: a trailing space asks the same question', () => {
    const state = typed(box('serum', ['serum', [serum]]), 'serum ');
    expect(isCurrent(state)).toBe(true);
    expect(pressedEnter(state).pick).toBe(serum);
  });

  it('picks at once a product whose SKU or barcode is the text, known from an earlier answer', () => {
    const seen = box('ser', ['ser', [serum, cream]]);
    expect(pressedEnter(typed(seen, 'serum-30')).pick).toBe(serum);
    expect(pressedEnter(typed(seen, '2000000000022')).pick).toBe(cream);
    // Only a whole code: a start of one waits for its answer.
    expect(pressedEnter(typed(seen, 'SERUM-3')).pick).toBeNull();
    // Codes stay known after a pick empties the box.
    expect(pressedEnter(typed(cleared(seen), 'CREAM-50')).pick).toBe(cream);
    // A dropped answer teaches nothing.
    const dropped = answered(typed(emptySearchBox<Product>(), 'x'), 'mask', [mask]).state;
    expect(pressedEnter(typed(dropped, 'mask-10')).pick).toBeNull();
  });

  it('typing again stops an Enter from waiting: it was for another text', () => {
    const waiting = pressedEnter(typed(box('ครีม'), 'เซรั่ม')).state;
    const more = typed(waiting, 'เซรั่มวิตามิน');
    expect(more.waiting).toBeNull();
    expect(answered(more, 'เซรั่มวิตามิน', [serum]).pick).toBeNull();
  });

  it('an answer with nothing in it picks nothing, and Enter on it does nothing', () => {
    const waiting = pressedEnter(typed(box(''), 'zzz')).state;
    const none = answered(waiting, 'zzz', []);
    expect(none.pick).toBeNull();
    expect(pressedEnter(none.state)).toEqual({ state: none.state, pick: null });
  });

  it('shows a new answer from its top', () => {
    const moved1 = moved(box('a', ['a', [cream, serum, mask]]), 1);
    expect(moved1.active).toBe(1);
    expect(answered(typed(moved1, 'ab'), 'ab', [serum, mask]).state.active).toBe(0);
    expect(moved(moved1, -1).active).toBe(0);
    expect(moved(moved(moved1, -1), -1).active).toBe(0);
  });
});
