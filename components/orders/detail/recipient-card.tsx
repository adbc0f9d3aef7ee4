'use client';
import { useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { formatThaiPhone } from '@/lib/domain/customers/phone';
import { Panel } from '@/components/layout/panel';

/** Who receives the parcel (the order's snapshot, not the customer's current address). */
export function RecipientCard({ order }: { order: OrderDetail }) {
  const t = useTranslations('orderDetail.recipient');
  const r = order.recipient;
  return (
    <Panel title={t('title')} testId="order-recipient">
      <p className="font-semibold text-slate-900">{r.name}</p>
      <p className="tabular-nums text-slate-700">
        <a href={`tel:${r.phone}`} className="hover:underline">
          {formatThaiPhone(r.phone) || r.phone}
        </a>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {r.address} {r.subdistrict} {r.district} {r.province} {r.zipcode}
      </p>
      {order.customer_name && (
        <p className="mt-2 text-xs text-slate-500">
          {t('customer', { name: order.customer_name })}
        </p>
      )}
    </Panel>
  );
}
