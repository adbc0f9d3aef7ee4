import { Suspense } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { platformFromSlug } from '@/lib/domain/catalog/schemas';
import { platformShopOptions } from '@/lib/domain/catalog/service';
import { PageHeader } from '@/components/layout/page-header';
import { PlatformProductsScreen } from '@/components/catalog/platform-products-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('platformProducts') };
}

/** /admin/product/tiktok (shopee, lazada, ...): the platform's products and their mapping. */
export default async function PlatformProductsPage({
  params,
}: {
  params: Promise<{ platform: string }>;
}) {
  const { platform: slug } = await params;
  const { db } = await pageContext(`/admin/product/${slug}`);
  const platform = platformFromSlug(slug);
  if (platform === null) notFound();
  const shops = await platformShopOptions(db, platform);
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('platformProducts')]);
  return (
    <>
      <PageHeader
        title={`${nav('platformProducts')} · ${t(`platforms.${platform}`)}`}
        subtitle={t('subtitle')}
      />
      <Suspense>
        <PlatformProductsScreen platform={platform} slug={slug.toLowerCase()} shops={shops} />
      </Suspense>
    </>
  );
}
