import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { actorDisplayName } from '@/lib/auth/actor';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { PackingStation } from '@/components/packing/station/packing-station';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('packing') };
}

export default async function PackingStationPage() {
  const { actor } = await pageContext('/backoffice/packings');
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('packingStation')]);
  return (
    <>
      <PageHeader title={nav('packing')} subtitle={t('subtitle')} />
      <PackingStation packer={actorDisplayName(actor)} />
    </>
  );
}
