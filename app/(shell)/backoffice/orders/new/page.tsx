import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { loadOrderFormOptions } from '@/lib/pages/orders/order-form-options';
import { NewOrderScreen } from '@/components/orders/form/new-order-screen';
import { orderFormMember } from '@/lib/domain/line/member-order';
import { idParam } from '@/lib/domain/shared/list-query';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('newOrder') };
}

/**
 * /backoffice/orders/new: take an order (order area, edit level). `?member_id=`: a LINE
 * order for that member (docs/members.md, LINE orders); an unknown or blocked member is
 * ignored (the plain form).
 */
export default async function NewOrderPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { actor, db, level } = await pageContext('/backoffice/orders/new');
  const memberId = idParam.safeParse((await searchParams).member_id);
  const [{ options, defaultSaleChannelId }, nav, t, member] = await Promise.all([
    loadOrderFormOptions(db, actor),
    getTranslations('nav'),
    getTranslations('orderForm'),
    memberId.success ? orderFormMember(db, memberId.data) : Promise.resolve(null),
  ]);
  return (
    <>
      <PageHeader title={nav('newOrder')} subtitle={t('subtitle')} />
      <NewOrderScreen
        options={options}
        canSearchCustomers={level('customer') >= 1}
        defaultSaleChannelId={defaultSaleChannelId}
        member={member}
      />
    </>
  );
}
