'use client';
import { useRouter } from 'next/navigation';
import type { ProductRow } from '@/lib/domain/catalog/schemas';
import { Panel } from '@/components/layout/panel';
import { ProductForm, type CategoryOption } from '@/components/catalog/product-form';

/** /admin/product/form: the product form as a page; back to the list once saved. */
export function ProductFormPage({
  product,
  categories,
}: {
  product: ProductRow | null;
  categories: CategoryOption[];
}) {
  const router = useRouter();
  const back = () => router.push('/admin/product');
  return (
    <Panel>
      <ProductForm
        product={product}
        categories={categories}
        onSaved={() => {
          back();
          router.refresh();
        }}
        onCancel={back}
      />
    </Panel>
  );
}
