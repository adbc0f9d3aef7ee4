import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { tenantDb } from '@/lib/db';
import { partnerOptions } from '@/lib/domain/wms/setup/partners';
import { PageHeader } from '@/components/layout/page-header';
import { ProductsScreen } from '@/components/wms/products/products-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('wmsProduct') };
}

export default async function WmsProductPage() {
  const actor = await requirePage('/wms/product');
  const [partners, nav, t] = await Promise.all([
    partnerOptions(tenantDb(actor.enterpriseId)),
    getTranslations('nav'),
    getTranslations('wmsProducts'),
  ]);
  return (
    <>
      <PageHeader title={nav('wmsProduct')} subtitle={t('subtitle')} />
      <Suspense>
        <ProductsScreen partners={partners} />
      </Suspense>
    </>
  );
}
