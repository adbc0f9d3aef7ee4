import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { tenantDb } from '@/lib/db';
import { isAppError } from '@/lib/errors';
import { idParam } from '@/lib/domain/shared/list-query';
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
  const actor = await requirePage('/admin/product/form');
  const db = tenantDb(actor.enterpriseId);
  const { id: raw } = await searchParams;
  const id = raw === undefined ? null : idParam.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (id && !id.success) notFound();
  const [product, categories] = await Promise.all([
    id ? getProduct(db, id.data!).catch((e) => (isAppError(e) ? null : Promise.reject(e))) : null,
    categoryOptions(db),
  ]);
  if (id && !product) notFound();
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
