import { describe, expect, it } from 'vitest';
import {
  keyTargetOf,
  moveSelection,
  nextAfterRemoval,
  queueCommand,
} from '@/components/orders/payments/shortcuts';
import { suggestedRejectReason } from '@/components/orders/payments/reject-reasons';

describe('payment queue shortcuts', () => {
  it('maps the letters and arrows on the page', () => {
    expect(queueCommand({ key: 'j' }, 'page')).toBe('next');
    expect(queueCommand({ key: 'ArrowDown' }, 'page')).toBe('next');
    expect(queueCommand({ key: 'K' }, 'page')).toBe('prev');
    expect(queueCommand({ key: 'ArrowUp' }, 'page')).toBe('prev');
    expect(queueCommand({ key: 'a' }, 'page')).toBe('focusAmount');
    expect(queueCommand({ key: 'Enter' }, 'page')).toBe('confirm');
    expect(queueCommand({ key: 'c' }, 'page')).toBe('confirm');
    expect(queueCommand({ key: 'x' }, 'page')).toBe('reject');
    expect(queueCommand({ key: 'z' }, 'page')).toBe('zoom');
    expect(queueCommand({ key: 'q' }, 'page')).toBeNull();
    expect(queueCommand({ key: 'F5' }, 'page')).toBeNull();
  });

  it('leaves modified keys, other inputs and a repeated confirm alone', () => {
    expect(queueCommand({ key: 'c', ctrlKey: true }, 'page')).toBeNull();
    expect(queueCommand({ key: 'j', metaKey: true }, 'page')).toBeNull();
    expect(queueCommand({ key: 'j' }, 'editable')).toBeNull();
    expect(queueCommand({ key: 'Enter' }, 'editable')).toBeNull();
    expect(queueCommand({ key: 'Enter', repeat: true }, 'page')).toBeNull();
    expect(queueCommand({ key: 'c', repeat: true }, 'page')).toBeNull();
    // Enter on a button presses the button; the letters still work there.
    expect(queueCommand({ key: 'Enter' }, 'control')).toBeNull();
    expect(queueCommand({ key: 'x' }, 'control')).toBe('reject');
  });

  it('lets the amount input type digits, confirm with Enter and leave with Escape', () => {
    expect(queueCommand({ key: '5' }, 'amount')).toBeNull();
    expect(queueCommand({ key: 'c' }, 'amount')).toBeNull();
    expect(queueCommand({ key: 'Enter' }, 'amount')).toBe('confirm');
    expect(queueCommand({ key: 'Escape' }, 'amount')).toBe('blur');
    expect(queueCommand({ key: 'ArrowDown' }, 'amount')).toBe('next');
  });

  it('tells where a key was pressed', () => {
    expect(keyTargetOf(null)).toBe('page');
    expect(keyTargetOf({ tagName: 'DIV' })).toBe('page');
    expect(keyTargetOf({ tagName: 'INPUT', type: 'text', dataset: { queueAmount: '' } })).toBe(
      'amount',
    );
    expect(keyTargetOf({ tagName: 'INPUT', type: 'search', dataset: {} })).toBe('editable');
    expect(keyTargetOf({ tagName: 'INPUT', type: 'checkbox', dataset: {} })).toBe('control');
    expect(keyTargetOf({ tagName: 'SELECT', dataset: {} })).toBe('editable');
    expect(keyTargetOf({ tagName: 'BUTTON', dataset: {} })).toBe('control');
  });

  it('moves the selection inside the list', () => {
    expect(moveSelection(-1, 5, 1)).toBe(0);
    expect(moveSelection(-1, 5, -1)).toBe(4);
    expect(moveSelection(4, 5, 1)).toBe(4);
    expect(moveSelection(0, 5, -1)).toBe(0);
    expect(moveSelection(2, 5, 1)).toBe(3);
    expect(moveSelection(0, 0, 1)).toBe(-1);
  });

  it('selects the next row once one leaves the queue', () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(nextAfterRemoval(rows, 2)).toBe(3);
    expect(nextAfterRemoval(rows, 3)).toBe(2);
    expect(nextAfterRemoval(rows, 1)).toBe(2);
    expect(nextAfterRemoval([{ id: 1 }], 1)).toBeNull();
  });

  it('suggests the reason the screen already knows', () => {
    expect(suggestedRejectReason('mismatch', true)).toBe('duplicateSlip');
    expect(suggestedRejectReason('mismatch', false)).toBe('amountMismatch');
    expect(suggestedRejectReason('match', false)).toBe('notReceived');
  });
});
