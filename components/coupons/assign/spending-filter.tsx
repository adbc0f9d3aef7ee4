'use client';
import { useTranslations } from 'next-intl';
import { DebouncedInput, type ListUrl } from '@/components/data-table';
import { MONEY_BOUND } from '@/components/coupons/assign/assign-filter';

/**
 * Spending from / to (baht) in the table's filter bar. A bound that is not an amount is
 * left out of the URL, so the list, the preview and the assign never see it.
 */
export function SpendingFilter({ url }: { url: ListUrl }) {
  const t = useTranslations('couponAssign');
  const bound = (key: 'spending_min' | 'spending_max', label: string) => (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-semibold text-slate-600">
      {label}
      <DebouncedInput
        value={url.get(key)}
        onChange={(v) => {
          const clean = v.replace(/,/g, '');
          url.set({ [key]: MONEY_BOUND.test(clean) ? clean : null });
        }}
        ariaLabel={label}
        placeholder={t('filters.baht')}
        testId={`coupon-assign-members-filter-${key}`}
        className="w-32"
      />
    </label>
  );
  return (
    <>
      {bound('spending_min', t('filters.spendingFrom'))}
      {bound('spending_max', t('filters.spendingTo'))}
    </>
  );
}
