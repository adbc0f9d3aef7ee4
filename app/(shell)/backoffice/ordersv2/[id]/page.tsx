import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { levelOf } from '@/lib/auth/permissions';
import { requirePage } from '@/lib/auth/server-session';
import { tenantDb } from '@/lib/db';
import { isAppError } from '@/lib/errors';
import { idParam } from '@/lib/domain/shared/list-query';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { PageHeader } from '@/components/layout/page-header';
import { loadOrderFormOptions } from '@/components/orders/form/load-options';
import { QuickOrderScreen } from '@/components/orders/form/quick-order-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('quickOrder') };
}

/** /backoffice/ordersv2/{id}: the quick order screen (edit or repeat an order). */
export default async function QuickOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  const actor = await requirePage(`/backoffice/ordersv2/${rawId}`);
  const id = idParam.safeParse(rawId);
  if (!id.success) notFound();
  const db = tenantDb(actor.enterpriseId);
  const [order, { options }, nav, t] = await Promise.all([
    // Another enterprise's order is not found, like a missing one.
    getOrderDetail(db, id.data).catch((e) => (isAppError(e) ? null : Promise.reject(e))),
    loadOrderFormOptions(db, actor),
    getTranslations('nav'),
    getTranslations('orderForm'),
  ]);
  if (!order) notFound();
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
        canSearchCustomers={levelOf(actor, 'customer') >= 1}
      />
    </>
  );
}
