'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { SummaryRowV2 } from '@/lib/domain/wms/inventory/reads/schemas';
import { formatNumber } from '@/components/data-table';
import { cn } from '@/components/ui/cn';
import { LowBadge } from '@/components/wms/inventory/low-badge';

/**
 * The expanded row of /wms/inventory/detail: the product's balance in each storage.
 */
export function StorageBreakdown({ row }: { row: SummaryRowV2 }) {
  const t = useTranslations('inventorySummary');
  const tStorage = useTranslations('storages');
  const locale = useLocale();
  const testId = `inventory-detail-breakdown-${row.product_id}`;
  if (row.storage_breakdown.length === 0)
    return (
      <p className="py-2 text-sm text-slate-500" data-testid={testId}>
        {t('noStorage')}
      </p>
    );
  return (
    <table className="w-full max-w-3xl text-sm" data-testid={testId}>
      <thead>
        <tr className="text-left text-xs text-slate-500">
          <th className="py-1 pr-3 font-semibold">{t('fields.storage')}</th>
          <th className="py-1 pr-3 font-semibold">{t('fields.storageKind')}</th>
          <th className="py-1 pr-3 text-right font-semibold">{t('fields.balance')}</th>
          <th className="py-1 pr-3 text-right font-semibold">{t('fields.threshold')}</th>
          <th className="py-1 pr-3 text-right font-semibold">{t('fields.value')}</th>
          <th className="py-1 font-semibold">{t('fields.status')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {row.storage_breakdown.map((s) => (
          <tr key={s.ID} data-testid={`${testId}-row`} data-storage-id={s.storage_id}>
            <td className="py-1.5 pr-3">{s.StorageName}</td>
            <td className="py-1.5 pr-3 text-slate-600">{tStorage(`kinds.${s.storage_kind}`)}</td>
            <td
              className={cn(
                'py-1.5 pr-3 text-right tabular-nums font-semibold',
                s.low && 'text-red-700',
              )}
            >
              {formatNumber(s.balance, locale)}
            </td>
            <td className="py-1.5 pr-3 text-right tabular-nums">
              {s.threshold > 0 ? formatNumber(s.threshold, locale) : '-'}
            </td>
            <td className="py-1.5 pr-3 text-right tabular-nums">
              {formatNumber(s.value, locale, 2)}
            </td>
            <td className="py-1.5">
              <LowBadge low={s.low} label={t(s.low ? 'status.low' : 'status.ok')} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
