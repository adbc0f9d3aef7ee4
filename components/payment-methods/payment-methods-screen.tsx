'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  PAYMENT_METHOD_TYPES,
  type Bank,
  type PaymentMethodDetail,
  type PaymentMethodRow,
} from '@/lib/domain/payment-methods/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { DataTable, dataTableColumns, type DataTableFilter } from '@/components/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { actionsColumn } from '@/components/crud/actions-column';
import { useCrudTable } from '@/components/crud/use-crud-table';
import { useRowAction } from '@/components/crud/use-row-action';
import { ActiveBadge } from '@/components/sale-channels/active-badge';
import { PaymentMethodFormDialog } from '@/components/payment-methods/payment-method-form-dialog';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; method: PaymentMethodDetail }
  | { kind: 'delete'; row: PaymentMethodRow };

const col = dataTableColumns<PaymentMethodRow>();

function AccountCell({ row }: { row: PaymentMethodRow }) {
  const a = row.bank_account;
  if (!a) return <span className="text-slate-400">-</span>;
  return (
    <div className="leading-tight">
      <div>
        <span className="font-semibold">{a.bank_short_name}</span>{' '}
        <span className="tabular-nums">{a.account_number_masked}</span>
      </div>
      <div className="text-xs text-slate-500">
        {a.account_name}
        {a.branch ? ` · ${a.branch}` : ''}
      </div>
    </div>
  );
}

/**
 * /admin/payment: the enterprise's payment methods with their bank account (short bank
 * name, masked number) or PromptPay id; create, edit, activate or deactivate, and delete
 * (refused while orders use it).
 */
export function PaymentMethodsScreen({ banks }: { banks: Bank[] }) {
  const t = useTranslations('paymentMethods');
  const tAll = useTranslations();
  const locale = useLocale();
  const { open, setOpen, close, reload, refresh } = useCrudTable<Open>();
  const { busyId, run, load } = useRowAction({ refresh, close });

  /** The edit form needs the whole account number: read the detail first. */
  const openEdit = (row: PaymentMethodRow) =>
    load(
      row.id,
      () => api<{ Datum: PaymentMethodDetail }>(`/api/v1/paymentmethod/${row.id}`),
      ({ Datum }) => setOpen({ kind: 'edit', method: Datum }),
    );

  const toggleActive = (row: PaymentMethodRow) =>
    run({
      call: () =>
        api(`/api/v1/paymentmethod/${row.id}`, { method: 'PUT', body: { active: !row.active } }),
      success: tAll('errors.common.updateSuccess'),
      busyId: row.id,
    });

  const remove = (row: PaymentMethodRow) =>
    run({
      call: () => api(`/api/v1/paymentmethod/${row.id}`, { method: 'DELETE' }),
      success: tAll('errors.common.deleteSuccess'),
      close: 'always',
    });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: t('fields.name'),
          enableSorting: true,
          enableHiding: false,
        }),
        col.accessor('type', {
          header: t('fields.type'),
          enableSorting: true,
          cell: ({ getValue }) => t(`types.${getValue()}`),
        }),
        col.display({
          id: 'bank_account',
          header: t('fields.bankAccount'),
          cell: ({ row }) => <AccountCell row={row.original} />,
        }),
        col.accessor('promptpay_id_masked', {
          header: t('fields.promptpayId'),
          cell: ({ getValue }) => getValue() ?? '',
        }),
        col.accessor('active', {
          header: t('fields.status'),
          enableSorting: true,
          cell: ({ getValue }) => (
            <ActiveBadge
              active={getValue()}
              label={t(getValue() ? 'status.active' : 'status.inactive')}
              testId="payment-method-status"
            />
          ),
        }),
        col.accessor('created_at', {
          header: t('fields.createdAt'),
          enableSorting: true,
          cell: ({ getValue }) => formatDateTime(getValue(), locale),
        }),
        actionsColumn<PaymentMethodRow>(t('actions'), (m) => ({
          busy: busyId === m.id,
          testId: `payment-method-actions-${m.id}`,
          actions: [
            {
              label: t('edit'),
              onClick: () => void openEdit(m),
              testId: `payment-method-edit-${m.id}`,
            },
            {
              label: m.active ? t('deactivate') : t('activate'),
              onClick: () => void toggleActive(m),
              testId: `payment-method-toggle-${m.id}`,
            },
            {
              label: t('delete'),
              onClick: () => setOpen({ kind: 'delete', row: m }),
              danger: true,
              testId: `payment-method-delete-${m.id}`,
            },
          ],
        })),
      ]),
    // openEdit and toggleActive only close over stable setters and the translators.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, busyId],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'type',
        label: t('fields.type'),
        options: PAYMENT_METHOD_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) })),
      },
      {
        kind: 'select',
        key: 'active',
        label: t('fields.status'),
        options: [
          { value: 1, label: t('status.active') },
          { value: 0, label: t('status.inactive') },
        ],
      },
    ],
    [t],
  );

  return (
    <div className="space-y-4">
      <DataTable
        endpoint="/api/v1/paymentmethod"
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="name"
        searchPlaceholder={t('searchPlaceholder')}
        filters={filters}
        reloadToken={reload}
        testId="payment-methods-table"
        exportUrl="/api/v1/paymentmethod/export"
        actions={
          <Button onClick={() => setOpen({ kind: 'create' })} data-testid="payment-method-create">
            {t('create')}
          </Button>
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <PaymentMethodFormDialog
          method={open.kind === 'edit' ? open.method : null}
          banks={banks}
          onClose={close}
          onSaved={refresh}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={`${t('deleteConfirm', { name: open.row.name })} ${t('deleteHint')}`}
          confirmLabel={t('delete')}
          danger
          onConfirm={() => remove(open.row)}
          onClose={close}
          testId="payment-method-delete-confirm"
        />
      )}
    </div>
  );
}
