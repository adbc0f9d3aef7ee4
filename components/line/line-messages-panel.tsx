'use client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  LINE_MESSAGE_KINDS,
  LINE_MESSAGE_STATUSES,
  type LineMessageCounts,
  type LineMessageView,
} from '@/lib/domain/line/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import {
  DataTable,
  dataTableColumns,
  formatNumber,
  type DataTableFilter,
  type ListEnvelope,
} from '@/components/data-table';
import { DateRangePicker } from '@/components/date-range/date-range-picker';
import { Button } from '@/components/ui/button';
import { LineMessageStatusBadge } from '@/components/line/line-message-status-badge';
import { DELIVERY_REFRESH_MS, hasQueued } from '@/components/line/line-rules';

const col = dataTableColumns<LineMessageView>();

type MessagePage = ListEnvelope<LineMessageView> & { counts?: LineMessageCounts };

/**
 * The Delivery results part of /backoffice/line: the sends to members and what LINE did
 * with them (GET /api/v2/line/messages), newest first, filtered by status (with counts),
 * kind, Bangkok days and text; it reads itself again every few seconds while a shown send
 * is still queued.
 */
export function LineMessagesPanel() {
  const t = useTranslations('lineScreens.delivery');
  const locale = useLocale();
  const [counts, setCounts] = useState<LineMessageCounts | null>(null);
  const [queued, setQueued] = useState(false);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    if (!queued) return;
    const timer = window.setInterval(() => setReload((n) => n + 1), DELIVERY_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [queued]);

  const onLoaded = useCallback((page: MessagePage) => {
    setCounts(page.counts ?? null);
    setQueued(hasQueued(page.data));
  }, []);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('created_at', {
          header: t('columns.created'),
          enableSorting: true,
          cell: ({ getValue }) => formatDateTime(getValue(), locale),
        }),
        col.accessor('member_name', {
          header: t('columns.member'),
          cell: ({ row }) => row.original.member_name ?? `#${row.original.member_id}`,
        }),
        col.accessor('kind', {
          header: t('columns.kind'),
          cell: ({ getValue }) => {
            const kind = getValue();
            return t(`kinds.${kind === 'coupon' || kind === 'order' ? kind : 'text'}`);
          },
        }),
        col.accessor('text', {
          header: t('columns.content'),
          cell: ({ row }) =>
            row.original.coupon_code ? (
              <span className="font-mono font-semibold">{row.original.coupon_code}</span>
            ) : (
              row.original.text
            ),
        }),
        col.accessor('status', {
          header: t('columns.status'),
          cell: ({ row }) => (
            <LineMessageStatusBadge
              status={row.original.status}
              testId={`line-messages-status-${row.original.id}`}
            />
          ),
        }),
        col.accessor('error', {
          header: t('columns.error'),
          cell: ({ getValue }) => getValue() ?? '-',
        }),
        col.accessor('sent_at', {
          header: t('columns.sent'),
          enableSorting: true,
          cell: ({ getValue }) => {
            const v = getValue();
            return v ? formatDateTime(v, locale) : '-';
          },
        }),
      ]),
    [t, locale],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'status',
        label: t('status'),
        options: LINE_MESSAGE_STATUSES.map((s) => ({
          value: s,
          label: counts
            ? t('statusOption', {
                label: t(`statuses.${s}`),
                count: formatNumber(counts[s], locale),
              })
            : t(`statuses.${s}`),
        })),
      },
      {
        kind: 'select',
        key: 'kind',
        label: t('kind'),
        options: LINE_MESSAGE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
      },
      {
        kind: 'custom',
        keys: ['start_date', 'end_date'],
        render: (url) => (
          <DateRangePicker
            url={url}
            defaults={null}
            required={false}
            testId="line-messages-table-dates"
          />
        ),
      },
    ],
    [t, counts, locale],
  );

  return (
    <div className="space-y-3" data-testid="line-messages">
      {queued && (
        <p className="text-sm text-amber-800" role="status" data-testid="line-messages-auto">
          {t('autoRefresh', { seconds: DELIVERY_REFRESH_MS / 1000 })}
        </p>
      )}
      <DataTable<LineMessageView>
        endpoint="/api/v2/line/messages"
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="-created_at"
        searchPlaceholder={t('search')}
        filters={filters}
        urlPrefix="d_"
        reloadToken={reload}
        onLoaded={onLoaded}
        hiddenColumns={[]}
        testId="line-messages-table"
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setReload((n) => n + 1)}
            data-testid="line-messages-refresh"
          >
            {t('refresh')}
          </Button>
        }
      />
    </div>
  );
}
