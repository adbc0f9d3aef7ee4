'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/components/data-table/format';
import type { ShortLine } from '@/components/wms/stock/short-lines';

/**
 * The answer `inventory.balanceNotEnough` in words: the catalogue message, then each short
 * product with what the storage holds and what the bill wanted. Nothing moved.
 */
export function ShortLinesAlert({ lines }: { lines: readonly ShortLine[] }) {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <div
      role="alert"
      className="space-y-2 rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800"
      data-testid="stock-short"
    >
      <p className="font-semibold">{t('errors.inventory.balanceNotEnough')}</p>
      {lines.length > 0 && (
        <ul className="list-disc space-y-1 pl-5">
          {lines.map((l) => (
            <li
              key={`${l.product_id}:${l.storage_id ?? ''}`}
              data-testid="stock-short-line"
              data-product-id={l.product_id}
            >
              {t('stockForm.short.line', {
                name: l.name,
                balance: formatNumber(l.balance, locale),
                wanted: formatNumber(l.wanted, locale),
              })}
            </li>
          ))}
        </ul>
      )}
      <p>{t('stockForm.short.nothingMoved')}</p>
    </div>
  );
}
