'use client';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { PAYMENT_METHOD_TYPE } from '@/lib/domain/payment-methods/payment-method-type';
import { Panel } from '@/components/layout/panel';
import { ProductImage } from '@/components/catalog/product-image';
import { cn } from '@/components/ui/cn';
import { formatNumber } from '@/components/data-table/format';
import { formatMoney } from '@/components/orders/list/money';

/** The lines of the order and its amounts (as the server computed them). */
export function ItemsCard({ order }: { order: OrderDetail }) {
  const t = useTranslations('orderDetail.items');
  const locale = useLocale();
  const money = (v: string) => formatMoney(v, locale);
  const cod = order.payment_type === PAYMENT_METHOD_TYPE.CashOnDelivery;
  return (
    <Panel title={t('title')} testId="order-items">
      <div className="-mx-2 overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead className="text-left text-xs font-semibold uppercase text-slate-500">
            <tr>
              <th className="px-2 py-2">
                <span className="sr-only">{t('image')}</span>
              </th>
              <th className="px-2 py-2">{t('sku')}</th>
              <th className="px-2 py-2">{t('name')}</th>
              <th className="px-2 py-2 text-right">{t('quantity')}</th>
              <th className="px-2 py-2 text-right">{t('price')}</th>
              <th className="px-2 py-2 text-right">{t('discount')}</th>
              <th className="px-2 py-2 text-right">{t('lineTotal')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.items.map((item) => (
              <tr key={item.id} data-testid="order-item" data-sku={item.sku}>
                <td className="px-2 py-2">
                  <ProductImage url={item.image_url} alt={item.name} />
                </td>
                <td className="whitespace-nowrap px-2 py-2 font-mono text-xs">{item.sku}</td>
                <td className="px-2 py-2" data-testid="order-item-name">
                  {item.name}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">
                  {formatNumber(item.quantity, locale)}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{money(item.price)}</td>
                <td className="px-2 py-2 text-right tabular-nums">
                  {Number(item.discount) > 0 ? money(item.discount) : ''}
                </td>
                <td className="px-2 py-2 text-right font-medium tabular-nums">
                  {money(item.line_total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto mt-4 max-w-xs space-y-1 text-sm" data-testid="order-amounts">
        <Amount label={t('subtotal')}>{money(order.subtotal)}</Amount>
        <Amount label={t('orderDiscount')}>
          {Number(order.discount) > 0 ? `-${money(order.discount)}` : money(order.discount)}
        </Amount>
        <Amount label={t('shippingFee')}>{money(order.shipping_fee)}</Amount>
        <Amount label={t('total')} strong testId="order-total">
          {money(order.total)}
        </Amount>
        {cod && (
          <Amount label={t('codDue')} strong testId="order-cod-due">
            {money(order.total)}
          </Amount>
        )}
      </dl>
      {order.seller_note && (
        <p className="mt-4 whitespace-pre-line rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <span className="font-semibold">{t('sellerNote')}</span> {order.seller_note}
        </p>
      )}
    </Panel>
  );
}

function Amount(props: { label: string; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4',
        props.strong && 'border-t border-slate-200 pt-1 text-base font-semibold text-slate-900',
      )}
    >
      <dt className="text-slate-600">{props.label}</dt>
      <dd className="tabular-nums" data-testid={props.testId}>
        {props.children}
      </dd>
    </div>
  );
}
