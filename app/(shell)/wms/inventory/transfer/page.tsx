import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { prisma } from '@/lib/db/client';
import { forTenant } from '@/lib/db/tenant';
import { PageHeader } from '@/components/layout/page-header';
import { loadStockStorages, loadStockHolders } from '@/components/wms/stock/load-options';
import { StockFormScreen } from '@/components/wms/stock/stock-form-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('inventoryTransfer') };
}

/** /wms/inventory/transfer: stock moved between storages, or handed to a user and back (wms area, edit level). */
export default async function StockTransferPage() {
  const actor = await requirePage('/wms/inventory/transfer');
  const db = forTenant(prisma(), actor.enterpriseId);
  const [storages, holders, nav, t] = await Promise.all([
    loadStockStorages(db),
    loadStockHolders(db),
    getTranslations('nav'),
    getTranslations('stockForm'),
  ]);
  return (
    <>
      <PageHeader title={nav('inventoryTransfer')} subtitle={t('subtitles.transfer')} />
      <StockFormScreen screen="transfer" storages={storages} holders={holders} />
    </>
  );
}
