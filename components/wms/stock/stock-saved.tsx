'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/components/data-table/format';
import { Panel } from '@/components/layout/panel';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/components/ui/cn';
import type { StockBill } from '@/components/wms/stock/stock-bill';

/**
 * After a bill is saved: its number, and per line the storage, the signed amount and the
 * balance it left, as the server wrote them; "open bill" (its history detail) and "new
 * bill" (focused: Enter starts the next one). Test ids: stock-saved, stock-saved-number,
 * stock-saved-line (data-product-id, data-storage-id, data-balance), stock-saved-amount,
 * stock-saved-balance, stock-saved-open, stock-saved-new.
 */
export function StockSaved({ bill, onNew }: { bill: StockBill; onNew: () => void }) {
  const t = useTranslations('stockForm.saved');
  const locale = useLocale();
  return (
    <Panel testId="stock-saved">
      <div className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-lg font-semibold text-emerald-700" role="status">
              {t('title')}
            </p>
            <p
              className="text-2xl font-bold tracking-wide"
              data-testid="stock-saved-number"
              data-bill-id={bill.ID}
            >
              {bill.BillNumber}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink
              href={`/wms/historydetail/${bill.ID}`}
              variant="secondary"
              size="lg"
              data-testid="stock-saved-open"
            >
              {t('open')}
            </ButtonLink>
            <Button
              className="h-12 px-6 text-base"
              onClick={onNew}
              autoFocus
              data-testid="stock-saved-new"
            >
              {t('new')}
            </Button>
          </div>
        </div>
        <div className="overflow-x-auto rounded-md border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
              <tr>
                <th className="px-3 py-2">{t('product')}</th>
                <th className="px-3 py-2">{t('storage')}</th>
                <th className="px-3 py-2 text-right">{t('amount')}</th>
                <th className="px-3 py-2 text-right">{t('balanceAfter')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {bill.lines.map((line, i) => (
                <tr
                  key={`${line.product_id}:${line.storage_id}:${i}`}
                  data-testid="stock-saved-line"
                  data-product-id={line.product_id}
                  data-storage-id={line.storage_id}
                  data-balance={line.balance_after}
                >
                  <td className="px-3 py-3">
                    <span className="block font-semibold text-slate-900">{line.product_name}</span>
                    <span className="block text-xs text-slate-500">{line.sku}</span>
                  </td>
                  <td className="px-3 py-3">{line.storage_name}</td>
                  <td
                    className={cn(
                      'px-3 py-3 text-right font-semibold tabular-nums',
                      line.amount < 0 ? 'text-red-700' : 'text-emerald-700',
                    )}
                    data-testid="stock-saved-amount"
                  >
                    {line.amount > 0 ? '+' : ''}
                    {formatNumber(line.amount, locale)}
                  </td>
                  <td
                    className="px-3 py-3 text-right text-base font-bold tabular-nums"
                    data-testid="stock-saved-balance"
                  >
                    {formatNumber(line.balance_after, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Panel>
  );
}
