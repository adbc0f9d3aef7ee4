'use client';
import { useTranslations } from 'next-intl';
import type { ReturnResult } from '@/components/packing/returns/return-reducer';

/** The closed return: its number, the restock bill, each product's counts and what went back. */
export function ReturnResultPanel({ result }: { result: ReturnResult }) {
  const t = useTranslations('returnStation.result');
  return (
    <div
      className="space-y-4 rounded-lg border-2 border-green-600 bg-green-50 p-6"
      data-testid="return-result"
      data-return-number={result.returnNumber}
      data-bill-number={result.billNumber ?? ''}
    >
      <p className="text-2xl font-bold text-green-800">
        {t('returned', { order: result.orderNumber, status: result.orderStatus })}
      </p>
      <dl className="grid grid-cols-1 gap-2 text-xl sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t('returnNumber')}</dt>
          <dd className="font-bold text-slate-900" data-testid="return-result-number">
            {result.returnNumber}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('billNumber')}</dt>
          <dd className="font-bold text-slate-900" data-testid="return-result-bill">
            {result.billNumber ?? t('noBill')}
          </dd>
        </div>
      </dl>
      <table className="w-full text-left text-base">
        <thead className="text-sm text-slate-600">
          <tr>
            <th className="py-1 pr-2 font-semibold">{t('product')}</th>
            <th className="px-2 py-1 text-right font-semibold">{t('good')}</th>
            <th className="px-2 py-1 text-right font-semibold">{t('broken')}</th>
            <th className="px-2 py-1 text-right font-semibold">{t('lost')}</th>
            <th className="px-2 py-1 text-right font-semibold">{t('other')}</th>
            <th className="py-1 pl-2 text-right font-semibold">{t('restocked')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-green-200 tabular-nums">
          {result.lines.map((l) => (
            <tr key={l.product_id} data-testid={`return-result-line-${l.product_id}`}>
              <td className="py-2 pr-2">{l.product_name}</td>
              <td className="px-2 py-2 text-right">{l.good}</td>
              <td className="px-2 py-2 text-right">{l.broken}</td>
              <td className="px-2 py-2 text-right">{l.lost}</td>
              <td className="px-2 py-2 text-right">{l.other}</td>
              <td
                className="py-2 pl-2 text-right text-xl font-bold text-green-800"
                data-restocked={l.restocked}
              >
                {l.restocked}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
