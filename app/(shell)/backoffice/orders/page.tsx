import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { OrdersScreen } from '@/components/orders/list/orders-screen';
import { loadOrderFilterOptions } from '@/lib/pages/orders/order-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('orders') };
}

export default async function OrdersPage() {
  const { actor, db, level } = await pageContext('/backoffice/orders');
  const [options, nav, t] = await Promise.all([
    loadOrderFilterOptions(db, actor),
    getTranslations('nav'),
    getTranslations('orderList'),
  ]);
  return (
    <>
      <PageHeader title={nav('orders')} subtitle={t('subtitle')} />
      <Suspense>
        <OrdersScreen options={options} canCreate={level('order') >= 2} />
      </Suspense>
    </>
  );
}
