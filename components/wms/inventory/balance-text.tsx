'use client';
import { useLocale } from 'next-intl';
import { formatNumber } from '@/components/data-table/format';

/** A balance in a list, red when at or below its threshold, with its unit beside it. */
export function BalanceText({
  balance,
  unitName,
  low,
}: {
  balance: number;
  unitName: string | null;
  low: boolean;
}) {
  const locale = useLocale();
  return (
    <span className={low ? 'font-semibold text-red-700' : 'font-semibold'}>
      {formatNumber(balance, locale)}
      {unitName ? <span className="ml-1 font-normal text-slate-500">{unitName}</span> : null}
    </span>
  );
}
