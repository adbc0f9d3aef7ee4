'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatBaht } from '@/components/coupons/coupon-format';
import type { PoTotals } from '@/components/po/po-money';

/** Subtotal (ex VAT), VAT 7% shown apart, and the grand total. */
export function PoTotalsBox({ totals, testId }: { totals: PoTotals; testId: string }) {
  const t = useTranslations('poScreens.totals');
  const locale = useLocale();
  const rows: Array<[string, string, string]> = [
    ['total', t('subtotal'), totals.total],
    ['vat', t('vat'), totals.vat],
    ['grand', t('grandTotal'), totals.grand_total],
  ];
  return (
    <dl className="ml-auto w-full max-w-xs space-y-1 text-sm" data-testid={testId}>
      {rows.map(([key, label, value]) => (
        <div
          key={key}
          className={
            key === 'grand'
              ? 'flex justify-between border-t border-slate-200 pt-1 text-base font-semibold'
              : 'flex justify-between'
          }
        >
          <dt>{label}</dt>
          <dd className="tabular-nums" data-testid={`${testId}-${key}`} data-value={value}>
            {formatBaht(value, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
