'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { memberCodeSchema } from '@/lib/domain/coupons/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { cn } from '@/components/ui/cn';

export type MemberCode = z.infer<typeof memberCodeSchema>;

/** /backoffice/coupon/all/{id}: every member code of the coupon, newest first. */
export function CouponCodesScreen({ codes }: { codes: MemberCode[] }) {
  const t = useTranslations('couponScreens');
  const locale = useLocale();
  return (
    <div
      className="rounded-lg border border-slate-200 bg-white p-5"
      data-testid="coupon-codes"
      data-count={codes.length}
    >
      {codes.length === 0 ? (
        <p className="text-sm text-slate-500">{t('codes.none')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th className="py-1">{t('codes.member')}</th>
              <th>{t('codes.code')}</th>
              <th>{t('codes.state')}</th>
              <th>{t('codes.givenAt')}</th>
              <th>{t('codes.usedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {codes.map((m) => (
              <tr
                key={m.id}
                className="border-t border-slate-100"
                data-testid={`coupon-code-${m.id}`}
              >
                <td className="py-1">{m.member_name ?? m.line_user_id}</td>
                <td className="font-mono">{m.coupon_code}</td>
                <td>
                  <span
                    className={cn(
                      'rounded px-2 py-0.5 text-xs font-semibold',
                      m.coupon_status === 'used'
                        ? 'bg-slate-200 text-slate-700'
                        : 'bg-green-100 text-green-800',
                    )}
                    data-state={m.coupon_status}
                  >
                    {t(`codes.${m.coupon_status}`)}
                  </span>
                </td>
                <td>{formatDateTime(m.created_at, locale)}</td>
                <td>
                  {m.used_at ? formatDateTime(m.used_at, locale) : '-'}
                  {m.order_id !== null && (
                    <Link
                      href={`/backoffice/orders/${m.order_id}`}
                      className="ml-2 font-semibold text-brand-700 hover:underline"
                    >
                      {t('codes.order')}
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
