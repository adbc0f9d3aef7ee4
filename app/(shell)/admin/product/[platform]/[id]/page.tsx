import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageContext, pageId } from '@/lib/http/page-context';
import { platformFromSlug } from '@/lib/domain/catalog/schemas';
import { getPlatformProduct } from '@/lib/domain/catalog/service';
import { PageHeader } from '@/components/layout/page-header';
import { PlatformProductDetail } from '@/components/catalog/platform-product-detail';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('platformProduct') };
}

/** /admin/product/{platform}/{id}: one platform product and its mapping to our product. */
export default async function PlatformProductPage({
  params,
}: {
  params: Promise<{ platform: string; id: string }>;
}) {
  const { platform: slug, id: rawId } = await params;
  const { db, level, found } = await pageContext(`/admin/product/${slug}/${rawId}`);
  const platform = platformFromSlug(slug);
  if (platform === null) notFound();
  const item = await found(getPlatformProduct(db, pageId(rawId), platform));
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('platformProducts')]);
  return (
    <>
      <PageHeader title={nav('platformProduct')} subtitle={t(`platforms.${platform}`)} />
      <PlatformProductDetail
        initial={item}
        slug={slug.toLowerCase()}
        canWrite={level('product') >= 2}
      />
    </>
  );
}
