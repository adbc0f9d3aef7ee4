import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { loadTiktokShops } from '@/lib/pages/platforms/tiktok-shops';
import { PageHeader } from '@/components/layout/page-header';
import { TiktokShopsScreen } from '@/components/platforms/tiktok-shops-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('platformTiktok') };
}

/** /platform/tiktok (admin only): the TikTok shops, their latest orders and their SKUs. */
export default async function TiktokShopsPage() {
  const { actor, db } = await pageContext('/platform/tiktok');
  const [nav, t, shops] = await Promise.all([
    getTranslations('nav'),
    getTranslations('platformConnect.tiktok'),
    loadTiktokShops(db, actor.enterpriseId),
  ]);
  return (
    <>
      <PageHeader title={nav('platformTiktok')} subtitle={t('subtitle')} />
      <TiktokShopsScreen shops={shops} />
    </>
  );
}
