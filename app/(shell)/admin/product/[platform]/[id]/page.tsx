import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { levelOf } from '@/lib/auth/permissions';
import { requirePage } from '@/lib/auth/server-session';
import { tenantDb } from '@/lib/db';
import { isAppError } from '@/lib/errors';
import { idParam } from '@/lib/domain/shared/list-query';
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
  const actor = await requirePage(`/admin/product/${slug}/${rawId}`);
  const platform = platformFromSlug(slug);
  const id = idParam.safeParse(rawId);
  if (platform === null || !id.success) notFound();
  const item = await getPlatformProduct(tenantDb(actor.enterpriseId), id.data, platform).catch(
    (e) => (isAppError(e) ? null : Promise.reject(e)),
  );
  if (!item) notFound();
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('platformProducts')]);
  return (
    <>
      <PageHeader title={nav('platformProduct')} subtitle={t(`platforms.${platform}`)} />
      <PlatformProductDetail
        initial={item}
        slug={slug.toLowerCase()}
        canWrite={levelOf(actor, 'product') >= 2}
      />
    </>
  );
}
