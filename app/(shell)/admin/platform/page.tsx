import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isAdmin } from '@/lib/auth/permissions';
import { pageContext } from '@/lib/http/page-context';
import { loadPlatformConnect } from '@/lib/pages/platforms/platform-connect';
import { PageHeader } from '@/components/layout/page-header';
import { readConnectNotice } from '@/components/platforms/connect-notice';
import { PlatformConnectScreen } from '@/components/platforms/platform-connect-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('platformConnect') };
}

/**
 * /admin/platform (platform level 1+): the shops connected on TikTok Shop, Shopee and
 * Lazada. The platform sends the seller back here with ?connected=N&platform=x or ?error=.
 */
export default async function PlatformConnectPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { actor, db, level } = await pageContext('/admin/platform');
  const [nav, t, data, params] = await Promise.all([
    getTranslations('nav'),
    getTranslations('platformConnect'),
    loadPlatformConnect(db, actor.enterpriseId),
    searchParams,
  ]);
  return (
    <>
      <PageHeader title={nav('platformConnect')} subtitle={t('subtitle')} />
      <Suspense>
        <PlatformConnectScreen
          initialShops={data.shops}
          options={data.options}
          level={level('platform')}
          canMap={isAdmin(actor)}
          notice={readConnectNotice(params)}
        />
      </Suspense>
    </>
  );
}
