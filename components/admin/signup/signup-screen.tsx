'use client';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SIGNUP_STATUS, type SignupApproval, type SignupRow } from '@/lib/domain/signup/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/ui/dialog';
import { useFeedback } from '@/components/ui/feedback';
import {
  DataTable,
  dataTableColumns,
  RowActions,
  type DataTableFilter,
} from '@/components/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';

const col = dataTableColumns<SignupRow>();
const STATUS_STYLE: Record<number, string> = {
  [SIGNUP_STATUS.pending]: 'bg-amber-100 text-amber-800',
  [SIGNUP_STATUS.approved]: 'bg-emerald-100 text-emerald-800',
  [SIGNUP_STATUS.rejected]: 'bg-slate-200 text-slate-700',
};

type Open =
  | { kind: 'approve' | 'reject'; row: SignupRow }
  | { kind: 'approved'; result: SignupApproval }
  | null;

/** /admin/signup: shops asking for an account; approving creates the shop and its first admin. */
export function SignupScreen() {
  const t = useTranslations('signup');
  const tAll = useTranslations();
  const locale = useLocale();
  const { notify, showError } = useFeedback();
  const [open, setOpen] = useState<Open>(null);
  const [reload, setReload] = useState(0);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('created_at', {
          header: t('fields.createdAt'),
          cell: ({ getValue }) => formatDateTime(getValue(), locale),
        }),
        col.accessor('shop_name', { header: t('fields.shopName'), enableHiding: false }),
        col.accessor('contact_name', { header: t('fields.contactName') }),
        col.accessor('email', { header: t('fields.email') }),
        col.accessor('phone', { header: t('fields.phone') }),
        col.accessor('plan', {
          header: t('fields.plan'),
          cell: ({ getValue }) =>
            t.has(`plans.${getValue()}`) ? t(`plans.${getValue()}`) : getValue(),
        }),
        col.accessor('message', {
          header: t('fields.message'),
          cell: ({ getValue }) => (
            <span className="block max-w-xs truncate" title={getValue()}>
              {getValue() || '-'}
            </span>
          ),
        }),
        col.accessor('status', {
          header: t('fields.status'),
          cell: ({ getValue }) => (
            <span
              className={cn(
                'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
                STATUS_STYLE[getValue()],
              )}
              data-testid="signup-status"
            >
              {t(`status.${getValue()}`)}
            </span>
          ),
        }),
        col.display({
          id: 'actions',
          header: t('actions'),
          enableHiding: false,
          cell: ({ row }) =>
            row.original.status === SIGNUP_STATUS.pending ? (
              <RowActions
                label={t('actions')}
                testId={`signup-actions-${row.original.id}`}
                actions={[
                  {
                    label: t('approve'),
                    onClick: () => setOpen({ kind: 'approve', row: row.original }),
                    testId: `signup-approve-${row.original.id}`,
                  },
                  {
                    label: t('reject'),
                    onClick: () => setOpen({ kind: 'reject', row: row.original }),
                    danger: true,
                    testId: `signup-reject-${row.original.id}`,
                  },
                ]}
              />
            ) : (
              <span className="text-xs text-slate-500">
                {formatDateTime(row.original.decided_at, locale)}
              </span>
            ),
        }),
      ]),
    [t, locale],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'status',
        label: t('fields.status'),
        options: [SIGNUP_STATUS.pending, SIGNUP_STATUS.approved, SIGNUP_STATUS.rejected].map(
          (s) => ({ value: s, label: t(`status.${s}`) }),
        ),
      },
    ],
    [t],
  );

  async function decide(kind: 'approve' | 'reject', row: SignupRow) {
    try {
      if (kind === 'approve') {
        const { Datum } = await api<{ Datum: SignupApproval }>(
          `/api/v1/admin/signup/${row.id}/approve`,
          { method: 'PUT' },
        );
        setOpen({ kind: 'approved', result: Datum });
      } else {
        await api(`/api/v1/admin/signup/${row.id}/reject`, { method: 'PUT' });
        notify('success', tAll('errors.common.updateSuccess'));
        setOpen(null);
      }
      setReload((n) => n + 1);
    } catch (error) {
      showError(error);
    }
  }

  return (
    <div className="space-y-4">
      <DataTable
        endpoint="/api/v1/admin/signup"
        columns={columns}
        getRowId={(r) => String(r.id)}
        searchPlaceholder={t('searchPlaceholder')}
        filters={filters}
        reloadToken={reload}
        testId="signup-table"
      />
      {(open?.kind === 'approve' || open?.kind === 'reject') && (
        <ConfirmDialog
          title={open.kind === 'approve' ? t('approveTitle') : t('rejectTitle')}
          text={t(open.kind === 'approve' ? 'approveConfirm' : 'rejectConfirm', {
            shop: open.row.shop_name,
            email: open.row.email,
          })}
          confirmLabel={open.kind === 'approve' ? t('approve') : t('reject')}
          danger={open.kind === 'reject'}
          onConfirm={() => decide(open.kind, open.row)}
          onClose={() => setOpen(null)}
          testId={`signup-${open.kind}-confirm`}
        />
      )}
      {open?.kind === 'approved' && (
        <Dialog
          open
          onOpenChange={(o) => !o && setOpen(null)}
          title={t('approvedTitle')}
          footer={<Button onClick={() => setOpen(null)}>{tAll('feedback.ok')}</Button>}
        >
          <div className="space-y-2 text-sm" data-testid="signup-approved">
            <p>
              {t('approvedShop', {
                shop: open.result.enterprise_name,
                code: open.result.enterprise_code,
              })}
            </p>
            <p>
              {t('approvedUsername')}:{' '}
              <strong data-testid="signup-approved-username">{open.result.username}</strong>
            </p>
            <p className="text-slate-600">{t('approvedNote')}</p>
          </div>
        </Dialog>
      )}
    </div>
  );
}
