import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { actorDisplayName } from '@/lib/auth/actor';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { ReturnStation } from '@/components/packing/returns/return-station';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('orderReturn') };
}

/** /backoffice/return: the return station (order_return access, else /forbidden naming it). */
export default async function ReturnStationPage(props: {
  searchParams: Promise<{ order?: string | string[] }>;
}) {
  const { actor } = await pageContext('/backoffice/return');
  const { order } = await props.searchParams;
  const openOrder = typeof order === 'string' ? order.trim().slice(0, 100) : '';
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('returnStation')]);
  return (
    <>
      <PageHeader title={nav('orderReturn')} subtitle={t('subtitle')} />
      <ReturnStation packer={actorDisplayName(actor)} openOrder={openOrder || undefined} />
    </>
  );
}
