import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext, pageId } from '@/lib/http/page-context';
import { categoryOptions, getProduct } from '@/lib/domain/catalog/service';
import { PageHeader } from '@/components/layout/page-header';
import { ProductFormPage } from '@/components/catalog/product-form-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('productForm') };
}

/** /admin/product/form: a new product, or `?id=` to edit one. */
export default async function ProductFormRoute({
  searchParams,
}: {
  searchParams: Promise<{ id?: string | string[] }>;
}) {
  const { db, found } = await pageContext('/admin/product/form');
  const { id: raw } = await searchParams;
  const id = raw === undefined ? null : pageId(raw);
  const [product, categories] = await Promise.all([
    id === null ? null : found(getProduct(db, id)),
    categoryOptions(db),
  ]);
  const t = await getTranslations('products');
  return (
    <>
      <PageHeader
        title={product ? t('editTitle', { pn: product.pn }) : t('createTitle')}
        subtitle={t('formSubtitle')}
      />
      <ProductFormPage product={product} categories={categories} />
    </>
  );
}
