'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  CUSTOMER_STATUS,
  CUSTOMER_STATUSES,
  type CustomerDetail,
  type CustomerRow,
} from '@/lib/domain/customers/schemas';
import { formatThaiPhone } from '@/lib/domain/customers/phone';
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
import { CustomerFormDialog } from '@/components/customers/customer-form-dialog';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; customer: CustomerDetail }
  | { kind: 'status'; customer: CustomerRow }
  | { kind: 'delete'; customer: CustomerRow };

const col = dataTableColumns<CustomerRow>();

function StatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        status === CUSTOMER_STATUS.active
          ? 'bg-emerald-100 text-emerald-800'
          : 'bg-red-100 text-red-800',
      )}
      data-testid="customer-status"
    >
      {label}
    </span>
  );
}

export interface CustomerScreenAccess {
  /** Customer level 2: create and edit. */
  canWrite: boolean;
  /** Customer level 3: block, unblock, delete. */
  canManage: boolean;
  /** Export (level 1) and import (level 2) when the list has them. */
  exportUrl?: string;
  importUrl?: string;
  importTemplateUrl?: string;
}

/** /backoffice/customers: the customers of the enterprise, with their addresses. */
export function CustomersScreen({ canWrite, canManage, ...io }: CustomerScreenAccess) {
  const t = useTranslations('customers');
  const tAll = useTranslations();
  const locale = useLocale();
  const { open, setOpen, close, reload, refresh } = useCrudTable<Open>();
  const { busyId, run, load } = useRowAction({ refresh, close });

  const openEdit = (row: CustomerRow) =>
    load(
      row.id,
      () => api<{ Datum: CustomerDetail }>(`/api/v1/customers/${row.id}`),
      ({ Datum }) => setOpen({ kind: 'edit', customer: Datum }),
    );

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: t('fields.name'),
          enableSorting: true,
          enableHiding: false,
        }),
        col.accessor('phone', {
          header: t('fields.phone'),
          enableSorting: true,
          cell: ({ getValue }) => (
            <span className="whitespace-nowrap tabular-nums">{formatThaiPhone(getValue())}</span>
          ),
        }),
        col.accessor('email', {
          header: t('fields.email'),
          cell: ({ getValue }) => getValue() ?? '',
        }),
        col.accessor('line_id', {
          header: t('fields.lineId'),
          cell: ({ getValue }) => getValue() ?? '',
        }),
        col.accessor('tags', {
          header: t('fields.tags'),
          cell: ({ getValue }) => (
            <span className="flex flex-wrap gap-1">
              {getValue().map((tag) => (
                <span
                  key={tag}
                  className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700"
                >
                  {tag}
                </span>
              ))}
            </span>
          ),
        }),
        col.accessor('default_address', {
          header: t('fields.defaultAddress'),
          cell: ({ getValue }) => {
            const a = getValue();
            if (!a) return '';
            return (
              <span
                className="block max-w-xs truncate"
                title={`${a.address} ${a.subdistrict} ${a.district} ${a.province} ${a.zipcode}`}
              >
                {[a.subdistrict, a.district, a.province, a.zipcode].join(' ')}
              </span>
            );
          },
        }),
        col.accessor('address_count', {
          header: t('fields.addressCount'),
          meta: { numeric: true },
        }),
        col.accessor('status', {
          header: t('fields.status'),
          enableSorting: true,
          cell: ({ getValue }) => (
            <StatusBadge status={getValue()} label={t(`status.${getValue()}`)} />
          ),
        }),
        col.accessor('created_at', {
          header: t('fields.createdAt'),
          enableSorting: true,
          cell: ({ getValue }) => formatDateTime(getValue(), locale),
        }),
        actionsColumn<CustomerRow>(t('actions'), (c) => {
          const blocked = c.status === CUSTOMER_STATUS.blocked;
          const actions: RowAction[] = [];
          if (canWrite)
            actions.push({
              label: t('edit'),
              onClick: () => void openEdit(c),
              testId: `customer-edit-${c.id}`,
            });
          if (canManage)
            actions.push(
              {
                label: blocked ? t('unblock') : t('block'),
                onClick: () => setOpen({ kind: 'status', customer: c }),
                testId: `customer-${blocked ? 'unblock' : 'block'}-${c.id}`,
              },
              {
                label: t('delete'),
                onClick: () => setOpen({ kind: 'delete', customer: c }),
                danger: true,
                testId: `customer-delete-${c.id}`,
              },
            );
          // No action: no menu.
          return { actions, busy: busyId === c.id, testId: `customer-actions-${c.id}` };
        }),
      ]),
    // openEdit only closes over stable setters and the translator.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, canWrite, canManage, busyId],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'status',
        label: t('fields.status'),
        options: CUSTOMER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      },
    ],
    [t],
  );

  const changeStatus = (c: CustomerRow) => {
    const status =
      c.status === CUSTOMER_STATUS.blocked ? CUSTOMER_STATUS.active : CUSTOMER_STATUS.blocked;
    return run({
      call: () => api(`/api/v1/customers/${c.id}/status`, { method: 'PUT', body: { status } }),
      success: tAll('errors.common.updateSuccess'),
      close: 'always',
    });
  };

  const remove = (c: CustomerRow) =>
    run({
      call: () => api(`/api/v1/customers/${c.id}`, { method: 'DELETE' }),
      success: tAll('errors.common.deleteSuccess'),
      close: 'always',
    });

  return (
    <div className="space-y-4">
      <DataTable
        endpoint="/api/v1/customers"
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="-created_at"
        searchPlaceholder={t('searchPlaceholder')}
        filters={filters}
        hiddenColumns={['line_id', 'created_at']}
        reloadToken={reload}
        testId="customers-table"
        exportUrl={io.exportUrl}
        importUrl={canWrite ? io.importUrl : undefined}
        importTemplateUrl={canWrite ? io.importTemplateUrl : undefined}
        importTitle={t('importTitle')}
        actions={
          canWrite ? (
            <Button onClick={() => setOpen({ kind: 'create' })} data-testid="customer-create">
              {t('create')}
            </Button>
          ) : null
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <CustomerFormDialog
          customer={open.kind === 'edit' ? open.customer : null}
          onClose={close}
          onSaved={refresh}
        />
      )}
      {open?.kind === 'status' && (
        <ConfirmDialog
          title={
            open.customer.status === CUSTOMER_STATUS.blocked ? t('unblockTitle') : t('blockTitle')
          }
          text={t(
            open.customer.status === CUSTOMER_STATUS.blocked ? 'unblockConfirm' : 'blockConfirm',
            { name: open.customer.name },
          )}
          confirmLabel={
            open.customer.status === CUSTOMER_STATUS.blocked ? t('unblock') : t('block')
          }
          danger={open.customer.status !== CUSTOMER_STATUS.blocked}
          onConfirm={() => changeStatus(open.customer)}
          onClose={close}
          testId="customer-status-confirm"
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteConfirm', { name: open.customer.name })}
          confirmLabel={t('delete')}
          danger
          onConfirm={() => remove(open.customer)}
          onClose={close}
          testId="customer-delete-confirm"
        />
      )}
    </div>
  );
}
