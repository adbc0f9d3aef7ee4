'use client';
import type { RefObject } from 'react';
import type { OrderRow } from '@/lib/domain/orders/schemas';
import { awaitsPaymentCheck } from '@/lib/domain/orders/order-actions';
import { nextAfterRemoval } from '@/components/orders/payments/shortcuts';
import type { usePaymentQueue } from '@/components/orders/payments/use-payment-queue';
import { useQueueKeys } from '@/components/orders/payments/use-queue-keys';

/**
 * What each key of the queue does. A key typed in an amount input acts on that input's
 * order (never on another row that happens to be selected), and moving from an input
 * takes the focus to the next order's input, so a checker can type, Enter, type, Enter.
 * Enter (or C) on an order whose amount is still empty confirms nothing: it takes the
 * focus to that amount, which says it is needed.
 */
export function useQueueCommands({
  queue,
  canCheck,
  amountInputs,
  onZoom,
  onReject,
}: {
  queue: ReturnType<typeof usePaymentQueue>;
  canCheck: boolean;
  amountInputs: RefObject<Map<number, HTMLInputElement>>;
  onZoom: (id: number) => void;
  onReject: (row: OrderRow) => void;
}) {
  const inputOf = (id: number | undefined) =>
    id === undefined ? undefined : amountInputs.current.get(id);

  useQueueKeys((command, from) => {
    let row = queue.selected;
    if (from === 'amount') {
      const focused = [...amountInputs.current].find(([, el]) => el === document.activeElement);
      row = queue.rows.find((r) => r.id === focused?.[0]) ?? row;
    }
    if (command === 'next' || command === 'prev') {
      const next = queue.move(command === 'next' ? 1 : -1, row);
      if (from === 'amount') inputOf(next?.id)?.focus();
      return;
    }
    if (command === 'blur') return (document.activeElement as HTMLElement | null)?.blur();
    if (!row) return;
    const answerable = canCheck && awaitsPaymentCheck(row.status);
    if (command === 'focusAmount') {
      inputOf(row.id)?.focus();
      inputOf(row.id)?.select();
    } else if (command === 'zoom' && row.payment_slip_url) onZoom(row.id);
    else if (command === 'reject' && answerable) onReject(row);
    else if (command === 'confirm' && answerable) {
      const nextId = nextAfterRemoval(queue.rows, row.id);
      const input = inputOf(row.id);
      void queue
        .correct(row, () => input?.focus())
        .then((ok) => {
          if (ok && from === 'amount' && nextId !== null) inputOf(nextId)?.focus();
        });
    }
  });
}
