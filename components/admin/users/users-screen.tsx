'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { GROUP_IDS } from '@/lib/auth/permissions';
import { USER_STATUS, type UserDetail, type UserRow } from '@/lib/domain/admin/schemas';
import type { UserFormOptions } from '@/lib/domain/admin/users';
import { formatDateTime } from '@/lib/time/date-format';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import {
  DataTable,
  dataTableColumns,
  type DataTableFilter,
  type RowAction,
} from '@/components/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { actionsColumn } from '@/components/crud/actions-column';
import { useCrudTable } from '@/components/crud/use-crud-table';
import { useRowAction } from '@/components/crud/use-row-action';
import { PasswordDialog } from '@/components/admin/users/password-dialog';
import { RoleDialog } from '@/components/admin/users/role-dialog';
import { UserFormDialog } from '@/components/admin/users/user-form-dialog';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; user: UserDetail }
  | { kind: 'role'; user: UserDetail }
  | { kind: 'password'; user: UserRow }
  | { kind: 'status'; user: UserRow }
  | { kind: 'delete'; user: UserRow };

const col = dataTableColumns<UserRow>();

export function StatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        status === USER_STATUS.active
          ? 'bg-emerald-100 text-emerald-800'
          : 'bg-red-100 text-red-800',
      )}
      data-testid="user-status"
    >
      {label}
    </span>
  );
}

/** /admin/user: the users of the enterprise, with create, edit, block, role, password and delete. */
export function UsersScreen({
  options,
  currentUserId,
}: {
  options: UserFormOptions;
  currentUserId: number;
}) {
  const t = useTranslations('users');
  const tAll = useTranslations();
  const locale = useLocale();
  const { open, setOpen, close, reload, refresh } = useCrudTable<Open>();
  const { busyId, run, load } = useRowAction({ refresh, close });

  const openWithDetail = (kind: 'edit' | 'role', row: UserRow) =>
    load(
      row.id,
      () => api<{ Datum: UserDetail }>(`/api/v1/users/${row.id}`),
      ({ Datum }) => setOpen({ kind, user: Datum }),
    );

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('username', {
          header: t('fields.username'),
          enableSorting: true,
          enableHiding: false,
        }),
        col.accessor((r) => `${r.first_name} ${r.last_name}`.trim(), {
          id: 'first_name',
          header: t('fields.name'),
          enableSorting: true,
        }),
        col.accessor('nick_name', { header: t('fields.nickName') }),
        col.accessor('email', { header: t('fields.email') }),
        col.accessor('phone', { header: t('fields.phone') }),
        col.accessor('group_id', {
          header: t('fields.group'),
          enableSorting: true,
          cell: ({ getValue }) => t(`groups.${getValue()}`),
        }),
        col.accessor('status', {
          header: t('fields.status'),
          enableSorting: true,
          cell: ({ getValue }) => (
            <StatusBadge status={getValue()} label={t(`status.${getValue()}`)} />
          ),
        }),
        col.accessor('last_login_at', {
          header: t('fields.lastLogin'),
          cell: ({ getValue }) => formatDateTime(getValue(), locale) || '-',
        }),
        actionsColumn<UserRow>(t('actions'), (u) => {
          const self = u.id === currentUserId;
          const blocked = u.status === USER_STATUS.blocked;
          const actions: RowAction[] = [
            {
              label: t('edit'),
              onClick: () => void openWithDetail('edit', u),
              testId: `user-edit-${u.id}`,
            },
            {
              label: t('role'),
              onClick: () => void openWithDetail('role', u),
              testId: `user-role-${u.id}`,
            },
            {
              label: t('resetPassword'),
              onClick: () => setOpen({ kind: 'password', user: u }),
              testId: `user-password-${u.id}`,
            },
          ];
          // Yourself: no block and no delete (the server refuses them too).
          if (!self) {
            actions.push(
              {
                label: blocked ? t('unblock') : t('block'),
                onClick: () => setOpen({ kind: 'status', user: u }),
                testId: `user-${blocked ? 'unblock' : 'block'}-${u.id}`,
              },
              {
                label: t('delete'),
                onClick: () => setOpen({ kind: 'delete', user: u }),
                danger: true,
                testId: `user-delete-${u.id}`,
              },
            );
          }
          return { actions, busy: busyId === u.id, testId: `user-actions-${u.id}` };
        }),
      ]),
    // openWithDetail only closes over stable setters and the translator.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, currentUserId, busyId],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'group_id',
        label: t('fields.group'),
        options: GROUP_IDS.map((g) => ({ value: g, label: t(`groups.${g}`) })),
      },
      {
        kind: 'select',
        key: 'status',
        label: t('fields.status'),
        options: [USER_STATUS.active, USER_STATUS.blocked].map((s) => ({
          value: s,
          label: t(`status.${s}`),
        })),
      },
    ],
    [t],
  );

  // A failed block or delete keeps its confirm dialog open.
  const changeStatus = (user: UserRow) => {
    const status = user.status === USER_STATUS.blocked ? USER_STATUS.active : USER_STATUS.blocked;
    return run({
      call: () => api(`/api/v1/users/${user.id}/status`, { method: 'PUT', body: { status } }),
      success: tAll('errors.common.updateSuccess'),
      close: 'onSuccess',
    });
  };

  const remove = (user: UserRow) =>
    run({
      call: () => api(`/api/v1/admin/users/${user.id}`, { method: 'DELETE' }),
      success: tAll('errors.common.deleteSuccess'),
      close: 'onSuccess',
    });

  return (
    <div className="space-y-4">
      <DataTable
        endpoint="/api/v1/users"
        exportUrl="/api/v1/users/export"
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="username"
        searchPlaceholder={t('searchPlaceholder')}
        filters={filters}
        reloadToken={reload}
        testId="users-table"
        actions={
          <Button onClick={() => setOpen({ kind: 'create' })} data-testid="user-create">
            {t('create')}
          </Button>
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <UserFormDialog
          open
          onOpenChange={(o) => !o && close()}
          user={open.kind === 'edit' ? open.user : null}
          options={options}
          onSaved={refresh}
        />
      )}
      {open?.kind === 'role' && (
        <RoleDialog
          user={open.user}
          isSelf={open.user.id === currentUserId}
          onClose={close}
          onSaved={refresh}
        />
      )}
      {open?.kind === 'password' && <PasswordDialog user={open.user} onClose={close} />}
      {open?.kind === 'status' && (
        <ConfirmDialog
          title={open.user.status === USER_STATUS.blocked ? t('unblockTitle') : t('blockTitle')}
          text={t(open.user.status === USER_STATUS.blocked ? 'unblockConfirm' : 'blockConfirm', {
            username: open.user.username,
          })}
          confirmLabel={open.user.status === USER_STATUS.blocked ? t('unblock') : t('block')}
          danger={open.user.status !== USER_STATUS.blocked}
          onConfirm={() => changeStatus(open.user)}
          onClose={close}
          testId="user-status-confirm"
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteConfirm', { username: open.user.username })}
          confirmLabel={t('delete')}
          danger
          onConfirm={() => remove(open.user)}
          onClose={close}
          testId="user-delete-confirm"
        />
      )}
    </div>
  );
}
