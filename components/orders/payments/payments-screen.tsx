'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderRow } from '@/lib/domain/orders/schemas';
import { formatNumber } from '@/components/data-table/format';
import { useListUrl } from '@/components/data-table/use-list-url';
import { Pagination } from '@/components/data-table/pagination';
import { useListData } from '@/components/data-table/use-list-data';
import { useListQuery } from '@/components/data-table/use-list-query';
import { Button } from '@/components/ui/button';
import { countsQuery } from '@/components/orders/list/filter-query';
import { useOrderFilters, type OrderFilterOptions } from '@/components/orders/list/filters';
import { StatusChipBar } from '@/components/orders/list/status-chip-bar';
import { adjustCounts, PAYMENT_QUEUE_CHIPS } from '@/components/orders/list/status-chips';
import { useListMemory } from '@/components/orders/list/use-list-memory';
import { useStatusCounts } from '@/components/orders/list/use-status-counts';
import { QueueRow } from '@/components/orders/payments/queue-row';
import { QueueToolbar } from '@/components/orders/payments/queue-toolbar';
import { RecentConfirms } from '@/components/orders/payments/recent-confirms';
import { RejectDialog } from '@/components/orders/payments/reject-dialog';
import {
  usePaymentQueue,
  type RecentConfirm,
} from '@/components/orders/payments/use-payment-queue';
import { useQueueCommands } from '@/components/orders/payments/use-queue-commands';

// Loads when first opened, with its dialog library (as the order detail's dialogs).
const UndoPaymentDialog = dynamic(() =>
  import('@/components/orders/payments/undo-dialog').then((m) => m.UndoPaymentDialog),
);

const PAGE_SIZE = 10;
const NO_DATES = { defaults: null, required: false };

/**
 * /backoffice/payments: the orders waiting for a transfer check (status 100 by default,
 * oldest first), each with its slip beside the amount due; correct or incorrect in one
 * click or one key; a manager may undo a confirm just made.
 */
export function PaymentsScreen({
  options,
  canCheck,
  canUndo,
  canOpenOrder,
}: {
  options: OrderFilterOptions;
  /** Order level 1: the order number opens the order. */
  canOpenOrder: boolean;
  /** Payment level 2: the answers (level 1 only looks at the queue). */
  canCheck: boolean;
  /** Payment level 3: a confirm made here can be undone for a few minutes. */
  canUndo: boolean;
}) {
  const t = useTranslations('payments');
  const tTable = useTranslations('table');
  const locale = useLocale();
  const url = useListUrl();
  useListMemory('payments');
  const filters = useOrderFilters(options, NO_DATES, 'payments');
  const { page, queryString } = useListQuery(url, {
    defaultSort: '',
    pageSize: PAGE_SIZE,
    filters,
  });
  const [reloadToken, setReloadToken] = useState(0);
  const reload = useCallback(() => setReloadToken((n) => n + 1), []);
  const list = useListData<OrderRow>('/api/v1/orders/payments', queryString, reloadToken);
  const queue = usePaymentQueue(list, queryString, reload);
  // Read with each new query (filters, page); the answers move them here, no recount per click.
  const readCounts = useStatusCounts(countsQuery(url.values), queryString);
  const counts = adjustCounts(readCounts, queue.moved);
  const [rejecting, setRejecting] = useState<OrderRow | null>(null);
  const [undoing, setUndoing] = useState<RecentConfirm | null>(null);
  const [zoomId, setZoomId] = useState<number | null>(null);
  const amountInputs = useRef(new Map<number, HTMLInputElement>());

  // A page emptied by the answers or a narrower filter: the last page that exists.
  const lastPage = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  useEffect(() => {
    if (!list.loading && list.loaded && list.rows.length === 0 && list.total > 0 && page > lastPage)
      url.set({ page: lastPage });
  }, [list.loading, list.loaded, list.rows.length, list.total, page, lastPage, url]);

  const selected = queue.selected;
  useQueueCommands({ queue, canCheck, amountInputs, onZoom: setZoomId, onReject: setRejecting });

  const pager = useMemo(
    () => ({
      getPageCount: () => lastPage,
      getCanPreviousPage: () => page > 1,
      getCanNextPage: () => page < lastPage,
      setPageIndex: (i: number) => url.set({ page: i > 0 ? i + 1 : null }),
      previousPage: () => url.set({ page: page > 2 ? page - 1 : null }),
      nextPage: () => url.set({ page: page + 1 }),
    }),
    [lastPage, page, url],
  );

  return (
    <div className="space-y-3" data-testid="payments-queue">
      <StatusChipBar set={PAYMENT_QUEUE_CHIPS} url={url} counts={counts} testId="payments-status" />
      <QueueToolbar url={url} filters={filters} />
      <p
        className="rounded-md bg-slate-100 px-3 py-2 text-xs text-slate-600"
        data-testid="payments-help"
      >
        {t('shortcuts')}
      </p>
      {canUndo && <RecentConfirms recent={queue.recent} onUndo={setUndoing} />}

      {list.error ? (
        <div
          className="rounded-lg border border-red-200 bg-white p-6 text-center text-sm text-red-700"
          data-testid="payments-error"
        >
          <p>{tTable('loadError')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={list.retry}>
            {tTable('retry')}
          </Button>
        </div>
      ) : !list.loaded ? (
        <p className="p-6 text-center text-sm text-slate-500" data-testid="payments-loading">
          {tTable('loading')}
        </p>
      ) : queue.rows.length === 0 ? (
        <p
          className="rounded-lg border border-slate-200 bg-white p-10 text-center text-slate-500"
          data-testid="payments-empty"
        >
          {t('empty')}
        </p>
      ) : (
        <ol className={list.loading ? 'space-y-3 opacity-70' : 'space-y-3'}>
          {queue.rows.map((row) => (
            <QueueRow
              key={row.id}
              row={row}
              selected={row.id === selected?.id}
              canCheck={canCheck}
              canOpenOrder={canOpenOrder}
              amount={queue.amountOf(row)}
              amountMissing={queue.missingId === row.id}
              onAmount={(v) => queue.setAmount(row.id, v)}
              onSelect={() => queue.select(row.id)}
              onCorrect={() =>
                void queue.correct(row, () => amountInputs.current.get(row.id)?.focus())
              }
              onIncorrect={() => setRejecting(row)}
              busy={queue.busyId === row.id}
              zoomOpen={zoomId === row.id}
              onZoom={(open) => setZoomId(open ? row.id : null)}
              amountInput={(el) => {
                if (el) amountInputs.current.set(row.id, el);
                else amountInputs.current.delete(row.id);
              }}
            />
          ))}
        </ol>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p data-testid="payments-total">
          {t('waiting', { total: formatNumber(list.total, locale) })}
        </p>
        <Pagination table={pager} page={page} testId="payments" />
      </div>

      {rejecting && (
        <RejectDialog
          row={rejecting}
          amount={queue.amountOf(rejecting)}
          busy={queue.busyId === rejecting.id}
          onSubmit={(reason) =>
            void queue.incorrect(rejecting, reason).then((ok) => ok && setRejecting(null))
          }
          onClose={() => setRejecting(null)}
        />
      )}
      {undoing && (
        <UndoPaymentDialog
          order={undoing.row}
          onDone={() => {
            queue.forgetConfirm(undoing.row, true);
            setUndoing(null);
          }}
          onRefused={() => {
            queue.forgetConfirm(undoing.row, false);
            setUndoing(null);
          }}
          onClose={() => setUndoing(null)}
        />
      )}
    </div>
  );
}
