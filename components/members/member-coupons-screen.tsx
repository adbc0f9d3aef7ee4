'use client';
import { useMemo, type ReactNode } from 'react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { MemberCodeStateBadge } from '@/components/coupons/member-code-state-badge';
import {
  MEMBER_STATUS,
  type AssignableCoupon,
  type MemberCodeOfMember,
  type MemberView,
} from '@/lib/domain/members/schemas';
import { formatDate, formatDateTime } from '@/lib/time/date-format';
import { api } from '@/components/lib/api';
import { DataTable, dataTableColumns, type DataTableFilter } from '@/components/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { actionsColumn } from '@/components/crud/actions-column';
import { useCrudTable } from '@/components/crud/use-crud-table';
import { useRowAction } from '@/components/crud/use-row-action';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { formatBaht } from '@/components/coupons/coupon-format';
import { MemberStatusBadge } from '@/components/members/member-status-badge';
import { AssignCouponDialog } from '@/components/members/assign-coupon-dialog';
import { addressLine, memberName } from '@/components/members/member-format';

type Open = { kind: 'assign' } | { kind: 'remove'; code: MemberCodeOfMember };

const col = dataTableColumns<MemberCodeOfMember>();

type ScreenT = ReturnType<typeof useTranslations<'memberScreens'>>;

/**
 * The member's codes: code, coupon (to its detail), used or unused, given and used at, the
 * order that used it, and Remove on an unused code for coupon 3.
 */
export function memberCodeColumns(
  t: ScreenT,
  locale: string,
  { level, onRemove }: { level: number; onRemove: (c: MemberCodeOfMember) => void },
) {
  return col.columns([
    col.accessor('coupon_code', {
      header: t('codes.code'),
      enableHiding: false,
      cell: ({ getValue }) => <span className="font-mono">{getValue()}</span>,
    }),
    col.accessor('coupon_name', {
      header: t('codes.coupon'),
      cell: ({ row }) => (
        <Link
          href={`/backoffice/coupon/detail/${row.original.coupon_id}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {row.original.coupon_name}
        </Link>
      ),
    }),
    col.accessor('coupon_status', {
      header: t('codes.state'),
      cell: ({ row }) => (
        <MemberCodeStateBadge
          state={row.original.coupon_status}
          testId={`member-code-state-${row.original.id}`}
        />
      ),
    }),
    col.accessor('created_at', {
      header: t('codes.assignedAt'),
      cell: ({ getValue }) => formatDateTime(getValue(), locale),
    }),
    col.accessor('used_at', {
      header: t('codes.usedAt'),
      cell: ({ getValue }) => {
        const v = getValue();
        return v ? formatDateTime(v, locale) : '-';
      },
    }),
    col.accessor('order_number', {
      header: t('codes.order'),
      cell: ({ row }) =>
        row.original.order_id !== null ? (
          <Link
            href={`/backoffice/orders/${row.original.order_id}`}
            className="font-semibold text-brand-700 hover:underline"
            data-testid={`member-code-order-${row.original.id}`}
          >
            {row.original.order_number}
          </Link>
        ) : (
          '-'
        ),
    }),
    actionsColumn<MemberCodeOfMember>(t('codes.actions'), (c) => ({
      actions:
        level >= 3 && c.coupon_status === 'unused'
          ? [
              {
                label: t('codes.remove'),
                onClick: () => onRemove(c),
                danger: true,
                testId: `member-code-remove-${c.id}`,
              },
            ]
          : [],
      testId: `member-code-actions-${c.id}`,
    })),
  ]);
}

/**
 * /backoffice/coupon/member/{id}: the member's card and its personal codes (GET
 * /api/v2/member/{id}/coupons), each with its coupon and the order that used it. Give
 * another coupon (coupon 2); take back an unused code (coupon 3).
 */
export function MemberCouponsScreen({
  member,
  level,
  coupons,
  canOrder = false,
}: {
  member: MemberView;
  level: number;
  coupons: AssignableCoupon[];
  /** Order level 2: "New order for this member" (a LINE order, docs/members.md). */
  canOrder?: boolean;
}) {
  const t = useTranslations('memberScreens');
  const tOrders = useTranslations('lineOrders');
  const tMembers = useTranslations('members');
  const locale = useLocale();
  const { open, setOpen, close, reload, refresh } = useCrudTable<Open>();
  const { run } = useRowAction({ refresh, close });
  const name = memberName(member, t('noName'));
  const blocked = member.status === MEMBER_STATUS.blocked;

  const columns = useMemo(
    () =>
      memberCodeColumns(t, locale, {
        level,
        onRemove: (code) => setOpen({ kind: 'remove', code }),
      }),
    [t, locale, level, setOpen],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'coupon_status',
        label: t('codes.state'),
        options: (['unused', 'used'] as const).map((s) => ({ value: s, label: t(`codes.${s}`) })),
      },
    ],
    [t],
  );

  const remove = (c: MemberCodeOfMember) =>
    run({
      call: () => api(`/api/v2/member-coupons/${c.id}`, { method: 'DELETE' }),
      success: t('codes.removed'),
      close: 'always',
    });

  const facts: Array<[string, ReactNode, string]> = [
    [
      t('card.lineId'),
      <span key="line" className="break-all font-mono text-xs">
        {member.line_user_id}
      </span>,
      'line',
    ],
    [t('card.phone'), member.phone ?? '-', 'phone'],
    [
      t('card.status'),
      <MemberStatusBadge key="status" status={member.status} testId="member-card-status" />,
      'status',
    ],
    [t('card.spending'), formatBaht(member.total_spending, locale), 'spending'],
    [t('card.birthday'), member.birthday ? formatDate(member.birthday, locale) : '-', 'birthday'],
    [
      t('card.sex'),
      tMembers(`sex.${member.sex === 1 || member.sex === 2 || member.sex === 3 ? member.sex : 0}`),
      'sex',
    ],
    [t('card.address'), addressLine(member) || '-', 'address'],
    [t('card.joined'), formatDate(member.created_at, locale), 'joined'],
  ];

  return (
    <div className="space-y-5" data-testid="member-coupons" data-member-id={member.id}>
      <section
        className="rounded-lg border border-slate-200 bg-white p-5"
        data-testid="member-card"
      >
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <h2 className="text-lg font-semibold" data-testid="member-card-name">
            {name}
          </h2>
          {member.unfollowed_at && (
            <span
              className="rounded bg-slate-200 px-2 py-0.5 text-xs text-slate-700"
              title={t('unfollowedAt', { date: formatDateTime(member.unfollowed_at, locale) })}
              data-testid="member-card-unfollowed"
            >
              {t('unfollowed')}
            </span>
          )}
          {canOrder && !blocked && (
            <ButtonLink
              href={`/backoffice/orders/new?member_id=${member.id}`}
              size="sm"
              className="ms-auto"
              data-testid="member-new-order"
            >
              {tOrders('newOrderForMember')}
            </ButtonLink>
          )}
        </div>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map(([label, value, key]) => (
            <div key={key} data-testid={`member-card-${key}`}>
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="text-sm font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="space-y-2">
        <h2 className="font-semibold">{t('codes.title')}</h2>
        <DataTable<MemberCodeOfMember>
          endpoint={`/api/v2/member/${member.id}/coupons`}
          columns={columns}
          getRowId={(r) => String(r.id)}
          searchable={false}
          filters={filters}
          reloadToken={reload}
          testId="member-codes"
          actions={
            level >= 2 && (
              <Button
                size="sm"
                onClick={() => setOpen({ kind: 'assign' })}
                disabled={blocked}
                title={blocked ? t('assign.blocked') : undefined}
                data-testid="member-assign"
              >
                {t('assign.button')}
              </Button>
            )
          }
        />
      </section>

      {open?.kind === 'assign' && (
        <AssignCouponDialog
          memberId={member.id}
          memberName={name}
          coupons={coupons}
          onClose={close}
          onAssigned={refresh}
        />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={t('codes.removeTitle', { code: open.code.coupon_code })}
          text={t('codes.removeText')}
          confirmLabel={t('codes.remove')}
          danger
          onConfirm={() => remove(open.code)}
          onClose={close}
          testId="member-code-remove-confirm"
        />
      )}
    </div>
  );
}
