import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { categoryOptions } from '@/lib/domain/catalog/service';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { CatalogProductsScreen } from '@/components/catalog/catalog-products-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('adminProducts') };
}

/** The platforms whose product screens the admin list links to. */
const PLATFORM_LINKS = ['tiktok', 'shopee', 'lazada'] as const;

export default async function AdminProductsPage() {
  const { db, level } = await pageContext('/admin/product');
  const categories = await categoryOptions(db);
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('products')]);
  return (
    <>
      <PageHeader
        title={nav('adminProducts')}
        subtitle={t('adminSubtitle')}
        actions={
          <>
            <ButtonLink
              href="/admin/skurandom"
              variant="secondary"
              data-testid="product-random-skus"
            >
              {nav('randomSku')}
            </ButtonLink>
            {PLATFORM_LINKS.map((slug) => (
              <ButtonLink
                key={slug}
                href={`/admin/product/${slug}`}
                variant="secondary"
                data-testid={`product-platform-${slug}`}
              >
                {t(`platformLinks.${slug}`)}
              </ButtonLink>
            ))}
          </>
        }
      />
      <Suspense>
        <CatalogProductsScreen
          mode="admin"
          level={level('product') as 1 | 2 | 3}
          categories={categories}
        />
      </Suspense>
    </>
  );
}
