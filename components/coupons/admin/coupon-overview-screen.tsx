'use client';
import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type {
  CouponUsageRow,
  CouponUsageTotals,
  couponDeleteSchema,
} from '@/lib/domain/coupons/schemas';
import type { z } from 'zod';
import { api } from '@/components/lib/api';
import { DataTable, formatNumber, type DataTableFilter } from '@/components/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useFeedback } from '@/components/ui/feedback';
import { formatBaht } from '@/components/coupons/coupon-format';
import { couponUsageColumns } from '@/components/coupons/admin/coupon-usage-columns';

type Pending = { kind: 'toggle' | 'delete'; row: CouponUsageRow };

/**
 * /admin/coupon: every coupon with its usage (GET /api/v1/coupon/usage), sortable, with the
 * totals of every coupon the search and filter match; disable or enable (PUT status) and
 * delete (a used coupon is disabled instead, and the answer says so).
 */
export function CouponOverviewScreen() {
  const t = useTranslations('adminCoupon');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const { notify, showError } = useFeedback();
  const [totals, setTotals] = useState<CouponUsageTotals | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [reloads, setReloads] = useState(0);

  const columns = useMemo(
    () =>
      couponUsageColumns(t, locale, {
        toggle: (row) => setPending({ kind: 'toggle', row }),
        remove: (row) => setPending({ kind: 'delete', row }),
        open: (href) => router.push(href),
      }),
    [t, locale, router],
  );
  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'status',
        label: t('filters.status'),
        options: ([1, 2] as const).map((s) => ({ value: s, label: t(`status.${s}`) })),
      },
    ],
    [t],
  );

  async function run(p: Pending) {
    try {
      if (p.kind === 'toggle') {
        const status = p.row.status === 2 ? 1 : 2;
        await api(`/api/v1/coupon/${p.row.id}`, { method: 'PUT', body: { status } });
        notify('success', status === 2 ? t('done.disabled') : t('done.enabled'));
      } else {
        const res = await api<{ Datum: z.infer<typeof couponDeleteSchema> }>(
          `/api/v1/coupon/${p.row.id}`,
          { method: 'DELETE' },
        );
        notify(
          'success',
          res.Datum.deleted ? tErrors('common.deleteSuccess') : t('done.disabledInstead'),
        );
      }
      setPending(null);
      setReloads((r) => r + 1);
    } catch (error) {
      setPending(null);
      showError(error);
    }
  }

  const n = (v: number) => formatNumber(v, locale);
  return (
    <div className="space-y-4" data-testid="admin-coupon">
      <dl
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-5"
        data-testid="admin-coupon-totals"
      >
        {(
          [
            ['used', totals ? n(totals.used_count) : '-'],
            ['orders', totals ? n(totals.orders) : '-'],
            [
              'codes',
              totals
                ? t('codesOf', {
                    assigned: n(totals.codes_assigned),
                    used: n(totals.codes_used),
                    unused: n(totals.codes_unused),
                  })
                : '-',
            ],
            ['discountGiven', totals ? formatBaht(totals.discount_given, locale) : '-'],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className={key === 'codes' ? 'sm:col-span-2' : undefined}>
            <dt className="text-xs text-slate-500">{t(`totals.${key}`)}</dt>
            <dd
              className="text-lg font-semibold text-slate-900"
              data-testid={`admin-coupon-total-${key}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <DataTable<CouponUsageRow>
        endpoint="/api/v1/coupon/usage"
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="-created_at"
        searchPlaceholder={t('filters.search')}
        filters={filters}
        reloadToken={reloads}
        onLoaded={(page) => setTotals((page as unknown as { totals: CouponUsageTotals }).totals)}
        testId="admin-coupon-list"
      />
      {pending && (
        <ConfirmDialog
          title={t(
            pending.kind === 'delete'
              ? 'confirm.deleteTitle'
              : pending.row.status === 2
                ? 'confirm.enableTitle'
                : 'confirm.disableTitle',
            { code: pending.row.code },
          )}
          text={t(
            pending.kind === 'delete'
              ? 'confirm.deleteText'
              : pending.row.status === 2
                ? 'confirm.enableText'
                : 'confirm.disableText',
          )}
          confirmLabel={t(
            pending.kind === 'delete'
              ? 'actions.delete'
              : pending.row.status === 2
                ? 'actions.enable'
                : 'actions.disable',
          )}
          danger={pending.kind === 'delete'}
          onConfirm={() => run(pending)}
          onClose={() => setPending(null)}
          testId="admin-coupon-confirm"
        />
      )}
    </div>
  );
}
