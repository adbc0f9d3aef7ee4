import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { partnerOptions } from '@/lib/domain/wms/setup/partners';
import { PageHeader } from '@/components/layout/page-header';
import { WmsProductsScreen } from '@/components/wms/products/wms-products-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('wmsProduct') };
}

export default async function WmsProductPage() {
  const { db } = await pageContext('/wms/product');
  const [partners, nav, t] = await Promise.all([
    partnerOptions(db),
    getTranslations('nav'),
    getTranslations('wmsProducts'),
  ]);
  return (
    <>
      <PageHeader title={nav('wmsProduct')} subtitle={t('subtitle')} />
      <Suspense>
        <WmsProductsScreen partners={partners} />
      </Suspense>
    </>
  );
}
