'use client';
import { useCallback, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { MemberView } from '@/lib/domain/members/schemas';
import { formatDate } from '@/lib/time/date-format';
import {
  DataTable,
  dataTableColumns,
  FilterSelect,
  formatNumber,
  useListUrl,
  type DataTableFilter,
  type ListEnvelope,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { MemberStatusBadge } from '@/components/members/member-status-badge';
import { formatBaht } from '@/components/coupons/coupon-format';
import { LineSendDialog } from '@/components/line/line-send-dialog';
import { AUDIENCES, audienceOf, audienceQuery } from '@/components/line/line-rules';

/** At most this many members in one send (MAX_MEMBERS_PER_CALL of the send call). */
export const MAX_SEND = 500;
const PREFIX = 'm_';
const col = dataTableColumns<MemberView>();

/**
 * The Members part of /backoffice/line: the members (GET /api/v2/member), by default only
 * those a send reaches (following, not blocked), with checkboxes kept across pages and
 * filters; "Send" (coupon 2) opens the send dialog for the chosen members.
 */
export function LineMembersPanel({
  canSend,
  onSeeResults,
}: {
  canSend: boolean;
  onSeeResults: () => void;
}) {
  const t = useTranslations('lineScreens.members');
  const locale = useLocale();
  const url = useListUrl(PREFIX);
  const audience = audienceOf(url.get('audience'));
  const baseQuery = useMemo(() => audienceQuery(audience), [audience]);
  const [selected, setSelected] = useState<ReadonlyMap<number, MemberView>>(new Map());
  const [pageRows, setPageRows] = useState<MemberView[]>([]);
  // The members of the open send dialog, kept while it shows its result.
  const [sendIds, setSendIds] = useState<number[] | null>(null);
  const [reload, setReload] = useState(0);

  const toggle = useCallback((rows: MemberView[], on: boolean) => {
    setSelected((prev) => {
      const next = new Map(prev);
      for (const r of rows) {
        if (on) next.set(r.id, r);
        else next.delete(r.id);
      }
      return next;
    });
  }, []);

  const pageAllSelected = pageRows.length > 0 && pageRows.every((r) => selected.has(r.id));
  const columns = useMemo(
    () =>
      col.columns([
        col.display({
          id: 'select',
          enableHiding: false,
          meta: { label: t('columns.select') },
          header: () => (
            <input
              type="checkbox"
              aria-label={t('selectPage')}
              checked={pageAllSelected}
              onChange={(e) => toggle(pageRows, e.target.checked)}
              data-testid="line-members-select-page"
            />
          ),
          cell: ({ row }) => (
            <input
              type="checkbox"
              aria-label={t('selectRow', { name: row.original.display_name ?? t('noName') })}
              checked={selected.has(row.original.id)}
              onChange={(e) => toggle([row.original], e.target.checked)}
              data-testid={`line-members-select-${row.original.id}`}
            />
          ),
        }),
        col.accessor('display_name', {
          header: t('columns.name'),
          enableSorting: true,
          cell: ({ getValue }) => getValue() ?? t('noName'),
        }),
        col.accessor('phone', {
          header: t('columns.phone'),
          cell: ({ getValue }) => getValue() ?? '-',
        }),
        col.accessor('status', {
          header: t('columns.status'),
          cell: ({ row }) => (
            <MemberStatusBadge
              status={row.original.status}
              testId={`line-members-status-${row.original.id}`}
            />
          ),
        }),
        col.accessor('unfollowed_at', {
          header: t('columns.following'),
          cell: ({ getValue }) => (getValue() ? t('followingNo') : t('followingYes')),
        }),
        col.accessor('total_spending', {
          id: 'total_spending',
          header: t('columns.spending'),
          enableSorting: true,
          meta: { numeric: true },
          cell: ({ getValue }) => formatBaht(getValue(), locale),
        }),
        col.accessor('created_at', {
          header: t('columns.joined'),
          enableSorting: true,
          cell: ({ getValue }) => formatDate(getValue(), locale),
        }),
      ]),
    [t, locale, selected, pageRows, pageAllSelected, toggle],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'custom',
        // Not sent as is: the audience becomes following/blocked through baseQuery.
        keys: [],
        render: (u) => (
          <FilterSelect
            label={t('audience')}
            value={audienceOf(u.get('audience'))}
            options={AUDIENCES.map((a) => ({ value: a, label: t(`audienceOptions.${a}`) }))}
            onChange={(v) => u.set({ audience: v === 'reachable' ? null : v })}
            testId="line-members-filter-audience"
          />
        ),
      },
      {
        kind: 'select',
        key: 'status',
        label: t('status'),
        options: ([0, 1, 2] as const).map((s) => ({ value: s, label: t(`statusOptions.${s}`) })),
      },
    ],
    [t],
  );

  const onLoaded = useCallback((page: ListEnvelope<MemberView>) => setPageRows(page.data), []);
  const ids = [...selected.keys()];
  const tooMany = ids.length > MAX_SEND;

  return (
    <div className="space-y-3" data-testid="line-members">
      <DataTable<MemberView>
        endpoint="/api/v2/member"
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="-created_at"
        searchPlaceholder={t('search')}
        filters={filters}
        baseQuery={baseQuery}
        urlPrefix={PREFIX}
        reloadToken={reload}
        onLoaded={onLoaded}
        testId="line-members-table"
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-600" data-testid="line-members-selected">
              {t('selected', { count: formatNumber(ids.length, locale) })}
            </span>
            {ids.length > 0 && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setSelected(new Map())}
                data-testid="line-members-clear"
              >
                {t('clear')}
              </Button>
            )}
            {canSend && (
              <Button
                size="sm"
                disabled={ids.length === 0 || tooMany}
                title={tooMany ? t('tooMany', { max: MAX_SEND }) : undefined}
                onClick={() => setSendIds(ids)}
                data-testid="line-members-send"
              >
                {t('send')}
              </Button>
            )}
          </div>
        }
      />
      {tooMany && (
        <p className="text-sm text-red-600" role="alert">
          {t('tooMany', { max: formatNumber(MAX_SEND, locale) })}
        </p>
      )}
      {canSend && sendIds && (
        <LineSendDialog
          memberIds={sendIds}
          open
          onOpenChange={(open) => !open && setSendIds(null)}
          onQueued={() => {
            setSelected(new Map());
            setReload((n) => n + 1);
          }}
          onSeeResults={onSeeResults}
        />
      )}
    </div>
  );
}
