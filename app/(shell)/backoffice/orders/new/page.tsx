import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { loadOrderFormOptions } from '@/lib/pages/orders/order-form-options';
import { NewOrderScreen } from '@/components/orders/form/new-order-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('newOrder') };
}

/** /backoffice/orders/new: take an order (order area, edit level). */
export default async function NewOrderPage() {
  const { actor, db, level } = await pageContext('/backoffice/orders/new');
  const [{ options, defaultSaleChannelId }, nav, t] = await Promise.all([
    loadOrderFormOptions(db, actor),
    getTranslations('nav'),
    getTranslations('orderForm'),
  ]);
  return (
    <>
      <PageHeader title={nav('newOrder')} subtitle={t('subtitle')} />
      <NewOrderScreen
        options={options}
        canSearchCustomers={level('customer') >= 1}
        defaultSaleChannelId={defaultSaleChannelId}
      />
    </>
  );
}
