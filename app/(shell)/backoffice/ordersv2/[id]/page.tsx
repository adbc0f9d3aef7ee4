import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext, pageId } from '@/lib/http/page-context';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { PageHeader } from '@/components/layout/page-header';
import { loadOrderFormOptions } from '@/lib/pages/orders/order-form-options';
import { QuickOrderScreen } from '@/components/orders/form/quick-order-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('quickOrder') };
}

/** /backoffice/ordersv2/{id}: the quick order screen (edit or repeat an order). */
export default async function QuickOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  const { actor, db, level, found } = await pageContext(`/backoffice/ordersv2/${rawId}`);
  const id = pageId(rawId);
  const [order, { options }, nav, t] = await Promise.all([
    // Another enterprise's order is not found, like a missing one.
    found(getOrderDetail(db, id)),
    loadOrderFormOptions(db, actor),
    getTranslations('nav'),
    getTranslations('orderForm'),
  ]);
  return (
    <>
      <PageHeader
        title={nav('quickOrder')}
        subtitle={t('quick.subtitle', { number: order.order_number })}
      />
      <QuickOrderScreen
        key={order.id}
        order={order}
        options={options}
        canSearchCustomers={level('customer') >= 1}
      />
    </>
  );
}
