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

/** An order just confirmed here, with until when its confirm may be undone. */
export interface RecentConfirm {
  row: OrderRow;
  amount: string | null;
  undoUntil: string;
}
/** How many of the last confirms keep their Undo button in the queue. */
const RECENT_CONFIRMS = 5;

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
  // The order whose "correct" was pressed with no amount typed: its input says it is needed.
  const [missingId, setMissingId] = useState<number | null>(null);
  const [recent, setRecent] = useState<RecentConfirm[]>([]);

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

  /** Runs an answer; its result when the order left the queue, else null. */
  const answer = useCallback(
    async <T>(
      row: OrderRow,
      to: number,
      call: () => Promise<T>,
      success: string,
    ): Promise<T | null> => {
      if (busyId !== null) return null;
      setBusyId(row.id);
      try {
        const result = await call();
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
        return result;
      } catch (e) {
        showError(e);
        return null;
      } finally {
        setBusyId(null);
      }
    },
    [busyId, notify, showError, rows, queryKey, reload],
  );

  /** A confirm undone (or refused as too late): its Undo goes; an undone order comes back. */
  const forgetConfirm = useCallback(
    (row: OrderRow, undone: boolean) => {
      setRecent((all) => all.filter((r) => r.row.id !== row.id));
      if (!undone) return;
      setDone((d) => {
        if (d.key !== queryKey) return d;
        const ids = new Set(d.ids);
        ids.delete(row.id);
        const moved = { ...d.moved };
        moved[ORDER_STATUS.AwaitingShipment] = (moved[ORDER_STATUS.AwaitingShipment] ?? 0) - 1;
        moved[ORDER_STATUS.Unpaid] = (moved[ORDER_STATUS.Unpaid] ?? 0) + 1;
        return { key: queryKey, ids, moved };
      });
      reload();
    },
    [queryKey, reload],
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
    setAmount: (id: number, value: string) => {
      setAmounts((a) => ({ ...a, [id]: value }));
      if (missingId === id) setMissingId(null);
    },
    /** The order whose amount was found missing on "correct". */
    missingId,
    /**
     * Confirms the order as correct with the amount typed; with none typed it confirms
     * nothing, marks the amount as needed and calls `onMissing` (the caller focuses it).
     * True when the order left the queue.
     */
    correct: async (row: OrderRow, onMissing?: () => void): Promise<boolean> => {
      if (amountUnreadable(row)) return false;
      const amount = slipAmount(row);
      if (amount === null) {
        setMissingId(row.id);
        onMissing?.();
        return false;
      }
      const after = await answer(
        row,
        ORDER_STATUS.AwaitingShipment,
        () => confirmCorrect(row, { slipAmount: amount }),
        t('confirmedCorrect', { number: row.order_number }),
      );
      if (!after) return false;
      const undoUntil = after.payment_undo_until;
      if (undoUntil)
        setRecent((all) =>
          [{ row, amount, undoUntil }, ...all.filter((r) => r.row.id !== row.id)].slice(
            0,
            RECENT_CONFIRMS,
          ),
        );
      return true;
    },
    incorrect: async (row: OrderRow, reason: string) =>
      !amountUnreadable(row) &&
      (await answer(
        row,
        ORDER_STATUS.Cancelled,
        () => confirmIncorrect(row, reason, slipAmount(row)),
        t('confirmedIncorrect', { number: row.order_number }),
      )) !== null,
    /** The confirms made here that may still be undone, newest first. */
    recent,
    forgetConfirm,
  };
}
