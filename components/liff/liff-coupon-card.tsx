'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CouponQr } from '@/components/liff/coupon-qr';
import { discountWords, minimumWords } from '@/components/liff/liff-format';
import { cn } from '@/components/ui/cn';
import type { LiffCouponView } from '@/lib/domain/members/schemas';
import { formatDate } from '@/lib/time/date-format';

const STATE_BADGE: Record<LiffCouponView['state'], string> = {
  usable: 'bg-emerald-100 text-emerald-800',
  used: 'bg-slate-200 text-slate-600',
  expired: 'bg-slate-200 text-slate-600',
  not_yet: 'bg-amber-100 text-amber-800',
  disabled: 'bg-slate-200 text-slate-600',
};

/**
 * One personal code: the coupon's name and what it gives, until when, and, while it can be
 * used, a large QR code with the code in large letters under it. A used code is greyed
 * and says when it was used.
 */
export function LiffCouponCard({ coupon }: { coupon: LiffCouponView }) {
  const t = useTranslations('liffPage');
  const locale = useLocale();
  const usable = coupon.state === 'usable';
  const faded = !usable && coupon.state !== 'not_yet';
  return (
    <li
      data-testid="liff-coupon"
      data-code={coupon.coupon_code}
      data-state={coupon.state}
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-sm',
        faded ? 'border-slate-200 opacity-60 grayscale' : 'border-brand-100',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          className="text-lg leading-snug font-semibold text-slate-900"
          data-testid="liff-coupon-name"
        >
          {coupon.coupon_name}
        </h2>
        <span
          data-testid="liff-coupon-state"
          className={cn(
            'shrink-0 rounded-full px-3 py-1 text-sm font-semibold',
            STATE_BADGE[coupon.state],
          )}
        >
          {t(`state.${coupon.state}`)}
        </span>
      </div>
      <p className="mt-1 text-2xl font-bold text-brand-700" data-testid="liff-coupon-discount">
        {discountWords(coupon, t, locale)}
      </p>
      <p className="text-base text-slate-700" data-testid="liff-coupon-minimum">
        {minimumWords(coupon, t, locale)}
      </p>
      {coupon.description ? (
        <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{coupon.description}</p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600" data-testid="liff-coupon-valid">
        {coupon.state === 'not_yet'
          ? t('validFrom', { date: formatDate(coupon.valid_from, locale) })
          : t('validUntil', { date: formatDate(coupon.valid_to, locale) })}
      </p>
      {coupon.state === 'used' && coupon.used_at ? (
        <p className="mt-1 text-sm font-semibold text-slate-700" data-testid="liff-coupon-used-at">
          {t('usedOn', { date: formatDate(coupon.used_at, locale) })}
        </p>
      ) : null}
      {usable ? (
        <div className="mt-4">
          <CouponQr
            code={coupon.coupon_code}
            label={t('coupons.qr', { code: coupon.coupon_code })}
            testId="liff-coupon-qr"
          />
          <p className="mt-3 text-center text-xs text-slate-500">{t('coupons.code')}</p>
        </div>
      ) : null}
      <p
        data-testid="liff-coupon-code"
        className={cn(
          'text-center font-mono font-bold tracking-wider break-all text-slate-900 select-all',
          usable ? 'text-2xl' : 'mt-3 text-lg',
          coupon.state === 'used' && 'line-through decoration-slate-400',
        )}
      >
        {coupon.coupon_code}
      </p>
      {usable ? (
        <p className="mt-2 text-center text-sm text-slate-600">{t('coupons.hint')}</p>
      ) : null}
    </li>
  );
}
