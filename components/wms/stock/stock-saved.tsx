'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/components/data-table/format';
import { SavedPanel } from '@/components/form/saved-panel';
import { BillTable, SignedAmountCell } from '@/components/wms/bill-table';
import type { StockBill } from '@/components/wms/stock/stock-bill';

/**
 * After a bill is saved: its number, and per line the storage, the signed amount and the
 * balance it left, as the server wrote them; "open bill" (its history detail) and "new
 * bill" (focused: Enter starts the next one).
 */
export function StockSaved({ bill, onNew }: { bill: StockBill; onNew: () => void }) {
  const t = useTranslations('stockForm.saved');
  const locale = useLocale();
  return (
    <SavedPanel
      title={t('title')}
      number={bill.BillNumber}
      numberData={{ 'data-bill-id': bill.ID }}
      openHref={`/wms/historydetail/${bill.ID}`}
      openLabel={t('open')}
      newLabel={t('new')}
      onNew={onNew}
      testId="stock-saved"
    >
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <BillTable
          columns={[
            { label: t('product') },
            { label: t('storage') },
            { label: t('amount'), numeric: true },
            { label: t('balanceAfter'), numeric: true },
          ]}
        >
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
              <SignedAmountCell amount={line.amount} roomy testId="stock-saved-amount" />
              <td
                className="px-3 py-3 text-right text-base font-bold tabular-nums"
                data-testid="stock-saved-balance"
              >
                {formatNumber(line.balance_after, locale)}
              </td>
            </tr>
          ))}
        </BillTable>
      </div>
    </SavedPanel>
  );
}
