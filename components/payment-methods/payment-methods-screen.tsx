'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  type Bank,
  type PaymentMethodDetail,
  type PaymentMethodRow,
} from '@/lib/domain/payment-methods/schemas';
import { PAYMENT_METHOD_TYPES } from '@/lib/domain/payment-methods/payment-method-type';
import { formatDateTime } from '@/lib/time/date-format';
import { api } from '@/components/lib/api';
import { dataTableColumns, type DataTableFilter } from '@/components/data-table';
import { MasterDataScreen } from '@/components/crud/master-data-screen';
import { ActiveBadge } from '@/components/crud/active-status';
import { activeFilter, typeFilter } from '@/components/crud/list-filters';
import { PaymentMethodFormDialog } from '@/components/payment-methods/payment-method-form-dialog';

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
  const locale = useLocale();

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
      ]),
    [t, locale],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [typeFilter(t, PAYMENT_METHOD_TYPES), activeFilter(t)],
    [t],
  );

  return (
    <MasterDataScreen<PaymentMethodRow, PaymentMethodDetail>
      messages="paymentMethods"
      testId="payment-method"
      table={{
        endpoint: '/api/v1/paymentmethod',
        exportUrl: '/api/v1/paymentmethod/export',
        defaultSort: 'name',
        filters,
        testId: 'payment-methods-table',
      }}
      columns={columns}
      // The edit form needs the whole account number: read the detail first.
      readForEdit={async (row) =>
        (await api<{ Datum: PaymentMethodDetail }>(`/api/v1/paymentmethod/${row.id}`)).Datum
      }
      toggleActive={(row) => row.active}
      nameOf={(row) => row.name}
      deleteNote="deleteHint"
      form={(method, done) => (
        <PaymentMethodFormDialog
          method={method}
          banks={banks}
          onClose={done.onClose}
          onSaved={done.onSaved}
        />
      )}
    />
  );
}
