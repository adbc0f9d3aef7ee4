'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { couponDeleteSchema, couponUsageSchema } from '@/lib/domain/coupons/schemas';
import { formatDate, formatDateTime } from '@/lib/time/date-format';
import { api } from '@/components/lib/api';
import { formatNumber } from '@/components/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useFeedback } from '@/components/ui/feedback';
import { CouponStatusBadge } from '@/components/coupons/coupon-status-badge';
import { discountLabel, formatBaht } from '@/components/coupons/coupon-format';
import { editHref } from '@/components/coupons/coupon-action';

export type CouponUsage = z.infer<typeof couponUsageSchema>;

/**
 * /backoffice/coupon/detail/{id}: the coupon, the orders that used it with its discount on
 * each, its uses left and member codes; Print for coupon 1, Edit for 2, Delete for 3 (a used
 * coupon is disabled instead, docs/domain-rules.md, Coupons).
 */
export function CouponDetailScreen({ usage, level }: { usage: CouponUsage; level: number }) {
  const t = useTranslations('couponScreens');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const { notify, showError } = useFeedback();
  const [confirming, setConfirming] = useState(false);
  const { coupon: c, orders, member_codes: codes } = usage;

  async function remove() {
    try {
      const res = await api<{ Datum: z.infer<typeof couponDeleteSchema> }>(
        `/api/v1/coupon/${c.id}`,
        { method: 'DELETE' },
      );
      setConfirming(false);
      if (res.Datum.deleted) {
        notify('success', tErrors('common.deleteSuccess'));
        router.push('/backoffice/coupon');
      } else {
        notify('success', t('detail.disabledInstead'));
        router.refresh();
      }
    } catch (error) {
      showError(error);
    }
  }

  const facts: Array<[string, string]> = [
    [t('columns.name'), c.name],
    [t('columns.discount'), discountLabel(c, locale, (v) => t('discount.capped', v))],
    [t('columns.minimum'), formatBaht(c.minimum_amount, locale)],
    [
      t('columns.validDays'),
      t('validDays', {
        from: formatDate(c.valid_from, locale),
        to: formatDate(c.valid_to, locale),
      }),
    ],
    [
      t('columns.used'),
      c.quantity === null
        ? t('usedUnlimited', { used: formatNumber(c.used_count, locale) })
        : t('usedOf', {
            used: formatNumber(c.used_count, locale),
            quantity: formatNumber(c.quantity, locale),
          }),
    ],
    [
      t('detail.usesLeft'),
      c.uses_left === null ? t('detail.unlimited') : formatNumber(c.uses_left, locale),
    ],
  ];

  return (
    <div className="space-y-5" data-testid="coupon-detail" data-coupon-id={c.id}>
      <section className="rounded-lg border border-slate-200 bg-white p-5">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="font-mono text-xl font-semibold" data-testid="coupon-detail-code">
              {c.code}
            </span>
            <CouponStatusBadge status={c.status} testId="coupon-detail-status" />
          </div>
          <div className="flex flex-wrap gap-2">
            <a
              href={`/api/v1/coupon/pdf?id=${c.id}`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              data-testid="coupon-pdf"
            >
              {t('printCodes')}
            </a>
            {level >= 2 && (
              <ButtonLink
                variant="secondary"
                size="sm"
                href={editHref(c.id)}
                data-testid="coupon-edit"
              >
                {t('detail.edit')}
              </ButtonLink>
            )}
            {level >= 3 && (
              <Button
                variant="danger"
                size="sm"
                onClick={() => setConfirming(true)}
                data-testid="coupon-delete"
              >
                {t('detail.delete')}
              </Button>
            )}
          </div>
        </div>
        <dl className="grid gap-3 sm:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="text-sm font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {c.description && (
          <p className="mt-3 whitespace-pre-line text-sm text-slate-700">{c.description}</p>
        )}
      </section>

      <section
        className="rounded-lg border border-slate-200 bg-white p-5"
        data-testid="coupon-detail-codes"
      >
        <h2 className="mb-2 font-semibold">{t('detail.memberCodes')}</h2>
        <p className="text-sm text-slate-700">
          {t('detail.memberCodesCount', codes)}{' '}
          <Link
            href={`/backoffice/coupon/all/${c.id}`}
            className="font-semibold text-brand-700 hover:underline"
            data-testid="coupon-codes-link"
          >
            {t('detail.allCodes')}
          </Link>
        </p>
      </section>

      <section className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 className="mb-2 font-semibold">{t('detail.orders')}</h2>
        {orders.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid="coupon-detail-no-orders">
            {t('detail.noOrders')}
          </p>
        ) : (
          <table className="w-full text-sm" data-testid="coupon-detail-orders">
            <thead className="text-left text-xs text-slate-500">
              <tr>
                <th className="py-1">{t('detail.orderNumber')}</th>
                <th>{t('detail.orderDate')}</th>
                <th className="text-right">{t('detail.couponDiscount')}</th>
                <th className="text-right">{t('detail.orderTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.order_id} className="border-t border-slate-100">
                  <td className="py-1">
                    <Link
                      href={`/backoffice/orders/${o.order_id}`}
                      className="font-semibold text-brand-700 hover:underline"
                      data-testid={`coupon-detail-order-${o.order_id}`}
                    >
                      {o.order_number}
                    </Link>
                  </td>
                  <td>{formatDateTime(o.created_at, locale)}</td>
                  <td className="text-right">{formatBaht(o.coupon_discount, locale)}</td>
                  <td className="text-right">{formatBaht(o.total, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {confirming && (
        <ConfirmDialog
          title={t('detail.deleteTitle', { code: c.code })}
          text={t('detail.deleteText')}
          confirmLabel={t('detail.delete')}
          danger
          onConfirm={remove}
          onClose={() => setConfirming(false)}
          testId="coupon-delete-confirm"
        />
      )}
    </div>
  );
}
