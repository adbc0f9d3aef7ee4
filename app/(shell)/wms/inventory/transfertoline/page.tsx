import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { prisma } from '@/lib/db/client';
import { forTenant } from '@/lib/db/tenant';
import { PageHeader } from '@/components/layout/page-header';
import { loadStockStorages } from '@/components/wms/stock/load-options';
import { StockFormScreen } from '@/components/wms/stock/stock-form-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventoryTransferToLine') };
}

/** /wms/inventory/transfertoline: stock moved to a packing line's staging storage (wms area, edit level). */
export default async function StockToLinePage() {
  const actor = await requirePage('/wms/inventory/transfertoline');
  const db = forTenant(prisma(), actor.enterpriseId);
  const [storages, nav, t] = await Promise.all([
    loadStockStorages(db),
    getTranslations('nav'),
    getTranslations('stockForm'),
  ]);
  return (
    <>
      <PageHeader title={nav('inventoryTransferToLine')} subtitle={t('subtitles.toLine')} />
      <StockFormScreen screen="toLine" storages={storages} />
    </>
  );
}
