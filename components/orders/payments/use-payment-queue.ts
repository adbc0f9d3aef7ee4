'use client';
import { useCallback, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { OrderRow } from '@/lib/domain/orders/schemas';
import type { ListData } from '@/components/data-table/use-list-data';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { useFeedback } from '@/components/ui/feedback';
import { parseMoneyInput } from '@/components/orders/list/money';
import { confirmCorrect, confirmIncorrect } from '@/components/orders/payments/payment-calls';
import { moveSelection, nextAfterRemoval } from '@/components/orders/payments/shortcuts';

interface Answered {
  key: string;
  ids: ReadonlySet<number>;
  moved: Record<string, number>;
}
const NO_MOVES: Record<string, number> = {};

/**
 * The queue's state over one page of rows: the orders already answered (they leave at
 * once, the page is read again behind them), the selected order, the amounts typed, and
 * the two answers. `queryKey` is the list's query: a new one forgets what was answered.
 */
export function usePaymentQueue(list: ListData<OrderRow>, queryKey: string, reload: () => void) {
  const t = useTranslations('payments');
  const { notify, showError } = useFeedback();
  // What was answered under this query: the rows to leave out, the status counts' moves.
  const [done, setDone] = useState<Answered>({ key: queryKey, ids: new Set(), moved: {} });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [busyId, setBusyId] = useState<number | null>(null);

  const current = done.key === queryKey ? done : null;
  const doneIds = current?.ids ?? null;
  const rows = useMemo(
    () => (doneIds ? list.rows.filter((r) => !doneIds.has(r.id)) : list.rows),
    [list.rows, doneIds],
  );
  const selected = rows.find((r) => r.id === selectedId) ?? rows[0] ?? null;

  /** Selects the row `step` away from `from` (by default the selected one) and returns it. */
  const move = useCallback(
    (step: 1 | -1, from: OrderRow | null = selected): OrderRow | null => {
      const index = from ? rows.indexOf(from) : -1;
      const next = rows[moveSelection(index, rows.length, step)] ?? null;
      if (next) setSelectedId(next.id);
      return next;
    },
    [rows, selected],
  );

  /** Runs an answer; true when the order left the queue. */
  const answer = useCallback(
    async (
      row: OrderRow,
      to: number,
      call: () => Promise<unknown>,
      success: string,
    ): Promise<boolean> => {
      if (busyId !== null) return false;
      setBusyId(row.id);
      try {
        await call();
        notify('success', success);
        setSelectedId(nextAfterRemoval(rows, row.id));
        setDone((d) => {
          const same = d.key === queryKey;
          const moved = { ...(same ? d.moved : {}) };
          moved[row.status] = (moved[row.status] ?? 0) - 1;
          moved[to] = (moved[to] ?? 0) + 1;
          return { key: queryKey, ids: new Set([...(same ? d.ids : []), row.id]), moved };
        });
        reload();
        return true;
      } catch (e) {
        showError(e);
        return false;
      } finally {
        setBusyId(null);
      }
    },
    [busyId, notify, showError, rows, queryKey, reload],
  );

  const amountOf = (row: OrderRow) => amounts[row.id] ?? '';
  const slipAmount = (row: OrderRow) => parseMoneyInput(amountOf(row));
  /** A typed amount that is not one stops the answer (it would be sent without it). */
  const amountUnreadable = (row: OrderRow) => {
    const bad = amountOf(row).trim() !== '' && slipAmount(row) === null;
    if (bad) notify('error', t('amountInvalid'));
    return bad;
  };

  return {
    rows,
    /** Status count moves of the answers under the current query. */
    moved: current?.moved ?? NO_MOVES,
    selected,
    select: setSelectedId,
    move,
    busyId,
    amountOf,
    setAmount: (id: number, value: string) => setAmounts((a) => ({ ...a, [id]: value })),
    correct: async (row: OrderRow) =>
      !amountUnreadable(row) &&
      answer(
        row,
        ORDER_STATUS.AwaitingShipment,
        () => confirmCorrect(row, slipAmount(row)),
        t('confirmedCorrect', { number: row.order_number }),
      ),
    incorrect: async (row: OrderRow, reason: string) =>
      !amountUnreadable(row) &&
      answer(
        row,
        ORDER_STATUS.Cancelled,
        () => confirmIncorrect(row, reason, slipAmount(row)),
        t('confirmedIncorrect', { number: row.order_number }),
      ),
  };
}
