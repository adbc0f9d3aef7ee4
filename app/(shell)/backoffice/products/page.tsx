import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { categoryOptions } from '@/lib/domain/catalog/service';
import { PageHeader } from '@/components/layout/page-header';
import { CatalogProductsScreen } from '@/components/catalog/catalog-products-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('products') };
}

export default async function ProductsPage() {
  const { db, level } = await pageContext('/backoffice/products');
  const categories = await categoryOptions(db);
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('products')]);
  return (
    <>
      <PageHeader title={nav('products')} subtitle={t('backofficeSubtitle')} />
      <Suspense>
        <CatalogProductsScreen
          mode="backoffice"
          level={level('product') as 1 | 2 | 3}
          categories={categories}
        />
      </Suspense>
    </>
  );
}
