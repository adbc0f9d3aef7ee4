'use client';
import { useMemo } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { MEMBER_STATUS, type MemberListItem } from '@/lib/domain/members/schemas';
import { MONTHS_LONG, dateLanguage } from '@/lib/time/date-format';
import { api } from '@/components/lib/api';
import { DataTable, type DataTableFilter } from '@/components/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useCrudTable } from '@/components/crud/use-crud-table';
import { useRowAction } from '@/components/crud/use-row-action';
import { memberListColumns, type MemberRowAction } from '@/components/members/member-list-columns';
import { memberCouponsHref, memberName } from '@/components/members/member-format';

type Open = { kind: MemberRowAction; member: MemberListItem };

/**
 * /admin/member: the LINE members (GET /api/v2/member) with their status, total spending
 * and the personal codes they hold; search, status, province, birthday month and spending
 * range kept in the URL. Block and unblock (coupon 2), delete a member who never used a
 * code (coupon 3), and each member's coupons page.
 */
export function MemberListScreen({ provinces, level }: { provinces: string[]; level: number }) {
  const t = useTranslations('memberScreens');
  const locale = useLocale();
  const router = useRouter();
  const { open, setOpen, close, reload, refresh } = useCrudTable<Open>();
  const { busyId, run } = useRowAction({ refresh, close });
  const noName = t('noName');

  const columns = useMemo(
    () =>
      memberListColumns(t, locale, {
        level,
        busyId,
        act: (kind, member) => setOpen({ kind, member }),
        openCoupons: (m) => router.push(memberCouponsHref(m.id)),
      }),
    [t, locale, level, busyId, setOpen, router],
  );

  const filters = useMemo<DataTableFilter[]>(() => {
    const months = MONTHS_LONG[dateLanguage(locale)];
    return [
      {
        kind: 'select',
        key: 'status',
        label: t('filters.status'),
        options: [0, 1, 2].map((s) => ({ value: s, label: t(`status.${s}`) })),
      },
      {
        kind: 'select',
        key: 'province',
        label: t('filters.province'),
        options: provinces.map((p) => ({ value: p, label: p })),
      },
      {
        kind: 'select',
        key: 'birth_month',
        label: t('filters.birthMonth'),
        options: months.map((name, i) => ({ value: i + 1, label: name })),
      },
      { kind: 'text', key: 'spending_min', label: t('filters.spendingMin'), placeholder: '0' },
      { kind: 'text', key: 'spending_max', label: t('filters.spendingMax') },
    ];
  }, [t, locale, provinces]);

  const setStatus = (m: MemberListItem, status: number, done: string) =>
    run({
      call: () => api(`/api/v2/member/${m.id}`, { method: 'PUT', body: { status } }),
      success: done,
      close: 'onSuccess',
    });

  const remove = (m: MemberListItem) =>
    run({
      call: () => api(`/api/v2/member/${m.id}`, { method: 'DELETE' }),
      success: t('delete.done'),
      // A refusal (common.inUse) is shown in the error dialog; this one has nothing to retry.
      close: 'always',
    });

  const name = open ? memberName(open.member, noName) : '';
  return (
    <div className="space-y-4">
      <DataTable<MemberListItem>
        endpoint="/api/v2/member"
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="-created_at"
        searchPlaceholder={t('filters.search')}
        filters={filters}
        reloadToken={reload}
        testId="member-list"
      />
      {open?.kind === 'block' && (
        <ConfirmDialog
          title={t('block.title', { name })}
          text={t('block.text')}
          confirmLabel={t('actions.block')}
          danger
          onConfirm={() => setStatus(open.member, MEMBER_STATUS.blocked, t('block.done'))}
          onClose={close}
          testId="member-block-confirm"
        />
      )}
      {open?.kind === 'unblock' && (
        // The server gives back 1 or 0 by the member's verified phone (docs/members.md).
        <ConfirmDialog
          title={t('unblock.title', { name })}
          text={t('unblock.text')}
          confirmLabel={t('actions.unblock')}
          onConfirm={() => setStatus(open.member, MEMBER_STATUS.verified, t('unblock.done'))}
          onClose={close}
          testId="member-unblock-confirm"
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('delete.title', { name })}
          text={t('delete.text')}
          confirmLabel={t('actions.delete')}
          danger
          onConfirm={() => remove(open.member)}
          onClose={close}
          testId="member-delete-confirm"
        />
      )}
    </div>
  );
}
