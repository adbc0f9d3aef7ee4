'use client';
import Link from 'next/link';
import type { useTranslations } from 'next-intl';
import { MEMBER_STATUS, type MemberListItem } from '@/lib/domain/members/schemas';
import { formatDate, formatDateTime } from '@/lib/time/date-format';
import { dataTableColumns, formatNumber, type RowAction } from '@/components/data-table';
import { actionsColumn } from '@/components/crud/actions-column';
import { formatBaht } from '@/components/coupons/coupon-format';
import { MemberStatusBadge } from '@/components/members/member-status-badge';
import { memberCouponsHref, memberName, shortLineId } from '@/components/members/member-format';

const col = dataTableColumns<MemberListItem>();

type ListT = ReturnType<typeof useTranslations<'memberScreens'>>;

export type MemberRowAction = 'block' | 'unblock' | 'delete';

export interface MemberColumnsOptions {
  /** The actor's coupon level: block and unblock from 2, delete at 3. */
  level: number;
  /** The row whose actions menu shows busy. */
  busyId: number | null;
  act: (kind: MemberRowAction, m: MemberListItem) => void;
  openCoupons: (m: MemberListItem) => void;
}

/**
 * The members list's columns: the name (to the member's coupons, with the "unfollowed"
 * marker), the LINE user id shortened (in full in its title), phone, status, total
 * spending, codes held (unused and used), province, joined day and the row's actions.
 */
export function memberListColumns(t: ListT, locale: string, o: MemberColumnsOptions) {
  const { level, busyId, act, openCoupons } = o;
  const noName = t('noName');
  return col.columns([
    col.accessor('display_name', {
      header: t('columns.name'),
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => {
        const m = row.original;
        return (
          <span className="flex flex-wrap items-center gap-2">
            <Link
              href={memberCouponsHref(m.id)}
              className="py-1 font-semibold text-brand-700 hover:underline"
              data-testid={`member-name-${m.id}`}
            >
              {memberName(m, noName)}
            </Link>
            {m.unfollowed_at && (
              <span
                className="whitespace-nowrap rounded bg-slate-200 px-2 py-0.5 text-xs text-slate-700"
                title={t('unfollowedAt', { date: formatDateTime(m.unfollowed_at, locale) })}
                data-testid={`member-unfollowed-${m.id}`}
              >
                {t('unfollowed')}
              </span>
            )}
          </span>
        );
      },
    }),
    col.accessor('line_user_id', {
      header: t('columns.lineId'),
      cell: ({ getValue }) => (
        <span className="font-mono text-xs" title={getValue()}>
          {shortLineId(getValue())}
        </span>
      ),
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
          testId={`member-status-${row.original.id}`}
        />
      ),
    }),
    col.accessor('total_spending', {
      id: 'total_spending',
      header: t('columns.spending'),
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ getValue }) => formatBaht(getValue(), locale),
    }),
    col.accessor('coupons_unused', {
      header: t('columns.coupons'),
      cell: ({ row }) => (
        <span data-testid={`member-coupons-held-${row.original.id}`}>
          {t('couponsHeld', {
            unused: formatNumber(row.original.coupons_unused, locale),
            used: formatNumber(row.original.coupons_used, locale),
          })}
        </span>
      ),
    }),
    col.accessor('province', {
      header: t('columns.province'),
      cell: ({ getValue }) => getValue() ?? '-',
    }),
    col.accessor('created_at', {
      header: t('columns.joined'),
      enableSorting: true,
      cell: ({ getValue }) => formatDate(getValue(), locale),
    }),
    actionsColumn<MemberListItem>(t('columns.actions'), (m) => {
      const blocked = m.status === MEMBER_STATUS.blocked;
      const actions: RowAction[] = [
        {
          label: t('actions.coupons'),
          onClick: () => openCoupons(m),
          testId: `member-coupons-${m.id}`,
        },
      ];
      if (level >= 2)
        actions.push({
          label: blocked ? t('actions.unblock') : t('actions.block'),
          onClick: () => act(blocked ? 'unblock' : 'block', m),
          danger: !blocked,
          testId: `member-${blocked ? 'unblock' : 'block'}-${m.id}`,
        });
      // A member who used a code stays, as the record of its orders (the server says
      // common.inUse if one was used meanwhile).
      if (level >= 3 && m.coupons_used === 0)
        actions.push({
          label: t('actions.delete'),
          onClick: () => act('delete', m),
          danger: true,
          testId: `member-delete-${m.id}`,
        });
      return { actions, busy: busyId === m.id, testId: `member-actions-${m.id}` };
    }),
  ]);
}
