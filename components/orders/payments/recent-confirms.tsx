'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/time/date-format';
import { formatMoney } from '@/components/orders/list/money';
import type { RecentConfirm } from '@/components/orders/payments/use-payment-queue';
import { useUndoWindow } from '@/components/orders/payments/use-undo-window';

/**
 * The orders just confirmed in the queue, each with its Undo while the server's window
 * lasts (a manager's way back from a wrong "correct").
 */
export function RecentConfirms({
  recent,
  onUndo,
}: {
  recent: readonly RecentConfirm[];
  onUndo: (confirm: RecentConfirm) => void;
}) {
  if (recent.length === 0) return null;
  return (
    <ul className="space-y-1" data-testid="payments-recent">
      {recent.map((r) => (
        <RecentItem key={r.row.id} confirm={r} onUndo={() => onUndo(r)} />
      ))}
    </ul>
  );
}

function RecentItem({ confirm, onUndo }: { confirm: RecentConfirm; onUndo: () => void }) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const open = useUndoWindow(confirm.undoUntil);
  if (!open) return null;
  const { row } = confirm;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
      data-testid="payments-recent-item"
      data-order-id={row.id}
    >
      <span>
        {t('justConfirmed', {
          number: row.order_number,
          amount: formatMoney(confirm.amount ?? row.total, locale),
        })}
        <span className="ml-2 text-xs text-emerald-700">
          {t('undoUntil', { time: formatTime(confirm.undoUntil) })}
        </span>
      </span>
      <Button variant="secondary" size="sm" onClick={onUndo} data-testid="payments-undo">
        {t('undo')}
      </Button>
    </li>
  );
}
