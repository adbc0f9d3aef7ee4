import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server-session';
import { tenantDb } from '@/lib/db';
import { PageHeader } from '@/components/layout/page-header';
import { loadStockHolders, loadStockStorages } from '@/components/wms/stock/load-options';
import { StockFormScreen, type StockScreenKind } from '@/components/wms/stock/stock-form-screen';

// The four stock form pages differ only in their route, title and subtitle: each page
// file is this page for its screen.

const PAGES = {
  in: { path: '/wms/inventory/in', title: 'inventoryIn' },
  out: { path: '/wms/inventory/out', title: 'inventoryOut' },
  transfer: { path: '/wms/inventory/transfer', title: 'inventoryTransfer' },
  toLine: { path: '/wms/inventory/transfertoline', title: 'inventoryTransferToLine' },
} as const satisfies Record<StockScreenKind, { path: string; title: string }>;

export async function stockPageMetadata(screen: StockScreenKind): Promise<Metadata> {
  return { title: (await getTranslations('nav'))(PAGES[screen].title) };
}

/**
 * A stock form page (wms area, edit level): the form with its storages read by the
 * server; the transfer also hands stock to people, so it alone reads who may hold it.
 */
export async function StockPage({ screen }: { screen: StockScreenKind }) {
  const page = PAGES[screen];
  const actor = await requirePage(page.path);
  const db = tenantDb(actor.enterpriseId);
  const [storages, holders, nav, t] = await Promise.all([
    loadStockStorages(db),
    screen === 'transfer' ? loadStockHolders(db) : undefined,
    getTranslations('nav'),
    getTranslations('stockForm'),
  ]);
  return (
    <>
      <PageHeader title={nav(page.title)} subtitle={t(`subtitles.${screen}`)} />
      <StockFormScreen screen={screen} storages={storages} holders={holders} />
    </>
  );
}
