'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/components/data-table/format';
import { TextField } from '@/components/ui/field';
import { quantityOf } from '@/components/orders/form/form-state';
import type { OrderFormController } from '@/components/orders/form/use-order-form';
import { useOrderIssueText } from '@/components/orders/form/use-order-issue-text';
import { CouponField } from '@/components/orders/form/coupon-field';

/**
 * The amounts as staff type, with the server's own rule (lib/domain/orders/totals.ts):
 * subtotal of the lines, the order discount, the shipping fee, the coupon and its
 * discount, and the total. The server computes them again when the order is saved.
 */
export function TotalsSection({ ctl }: { ctl: OrderFormController }) {
  const t = useTranslations('orderForm.totals');
  const locale = useLocale();
  const issueText = useOrderIssueText();
  const tCoupon = useTranslations('orderCoupon');
  const { form, set, totals, issueOf, couponDiscount } = ctl;
  const money = (v: string) => formatNumber(v, locale);
  const units = form.lines.reduce((n, l) => n + quantityOf(l.quantity), 0);
  const overall = issueText(issueOf('subtotal') ?? issueOf('total'));

  return (
    <div className="space-y-3">
      <dl className="flex items-baseline justify-between text-sm">
        <dt className="text-slate-600">
          {t('subtotal')}
          <span className="ml-1 text-xs text-slate-500">
            {t('units', { lines: form.lines.length, units })}
          </span>
        </dt>
        <dd className="font-semibold tabular-nums" data-testid="order-subtotal">
          {money(totals.subtotal)}
        </dd>
      </dl>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('discount')}
          value={form.discount}
          onChange={(e) => set('discount', e.target.value)}
          error={issueText(issueOf('discount'))}
          inputMode="decimal"
          placeholder="0.00"
          autoComplete="off"
          className="h-11 text-right tabular-nums"
          data-testid="order-discount"
        />
        <TextField
          label={t('shippingFee')}
          value={form.shipping_fee}
          onChange={(e) => set('shipping_fee', e.target.value)}
          error={issueText(issueOf('shipping_fee'))}
          inputMode="decimal"
          placeholder="0.00"
          autoComplete="off"
          className="h-11 text-right tabular-nums"
          data-testid="order-shipping-fee"
        />
      </div>
      <CouponField ctl={ctl} />
      {Number(couponDiscount) > 0 && (
        <dl className="flex items-baseline justify-between text-sm">
          <dt className="text-slate-600">{tCoupon('totalsLine')}</dt>
          <dd
            className="font-semibold tabular-nums text-emerald-700"
            data-testid="order-coupon-discount"
            data-value={couponDiscount}
          >
            {'-'}
            {money(couponDiscount)}
          </dd>
        </dl>
      )}
      <dl className="flex items-baseline justify-between border-t border-slate-200 pt-3">
        <dt className="text-base font-semibold text-slate-800">{t('total')}</dt>
        <dd
          className="text-2xl font-bold tabular-nums text-brand-700"
          data-testid="order-total"
          data-value={totals.total}
        >
          {'฿'}
          {money(totals.total)}
        </dd>
      </dl>
      {overall ? (
        <p role="alert" className="text-sm text-red-600">
          {overall}
        </p>
      ) : (
        <p className="text-xs text-slate-500">{t('serverNote')}</p>
      )}
    </div>
  );
}
