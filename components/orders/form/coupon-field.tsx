'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/components/data-table/format';
import { TextField } from '@/components/ui/field';
import type { OrderFormController } from '@/components/orders/form/use-order-form';
import { useOrderIssueText } from '@/components/orders/form/use-order-issue-text';

/**
 * The order form's coupon: a code typed for a new order, checked as staff type (its name
 * and discount, or why the order would refuse it), or the coupon an edited order holds
 * (fixed; the server prices it again on the saved lines). Test ids: order-coupon,
 * order-coupon-status.
 */
export function CouponField({ ctl }: { ctl: OrderFormController }) {
  const t = useTranslations('orderCoupon');
  const tAll = useTranslations();
  const locale = useLocale();
  const issueText = useOrderIssueText();
  const { form, set, couponCheck: check, couponDiscount } = ctl;
  const money = (v: string) => formatNumber(v, locale);

  if (form.held_coupon)
    return (
      <TextField
        label={t('label')}
        value={form.held_coupon.code}
        readOnly
        className="h-11 bg-slate-50"
        data-testid="order-coupon"
        hint={
          <span data-testid="order-coupon-status" data-state="held">
            {t('held', { discount: money(couponDiscount) })}
          </span>
        }
      />
    );

  const refusal =
    check.status === 'refused'
      ? tAll.has(`errors.${check.key}`)
        ? tAll(`errors.${check.key}`)
        : tAll('errors.common.systemError')
      : undefined;
  let hint = null;
  if (check.status === 'checking')
    hint = (
      <span data-testid="order-coupon-status" data-state="checking">
        {t('checking')}
      </span>
    );
  if (check.status === 'ok') {
    const { answer } = check;
    hint = (
      <span
        data-testid="order-coupon-status"
        data-state="ok"
        data-discount={answer.discount}
        className="text-emerald-700"
      >
        {t('applied', { name: answer.name, discount: money(answer.discount) })}
        {answer.member !== null && (
          <span className="block text-slate-500">
            {answer.member ? t('member', { member: answer.member }) : t('memberUnnamed')}
          </span>
        )}
      </span>
    );
  }

  return (
    <TextField
      label={t('label')}
      value={form.coupon_code}
      onChange={(e) => set('coupon_code', e.target.value)}
      error={issueText(ctl.issueOf('coupon_code')) ?? refusal}
      hint={hint}
      placeholder={t('placeholder')}
      maxLength={60}
      autoComplete="off"
      spellCheck={false}
      className="h-11"
      data-testid="order-coupon"
      data-state={check.status}
    />
  );
}
