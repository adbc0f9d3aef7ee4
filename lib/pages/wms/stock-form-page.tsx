import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { loadStockHolders } from '@/lib/pages/wms/people-options';
import { loadStockStorages } from '@/lib/pages/wms/storage-options';
import { PageHeader } from '@/components/layout/page-header';
import { StockFormScreen, type StockScreenKind } from '@/components/wms/stock/stock-form-screen';

// The four stock form pages differ only in their route, title and subtitle: each page
// file is this page for its screen.

const PAGES = {
  in: { path: '/wms/inventory/in', title: 'inventoryIn' },
  out: { path: '/wms/inventory/out', title: 'inventoryOut' },
  transfer: { path: '/wms/inventory/transfer', title: 'inventoryTransfer' },
  toLine: { path: '/wms/inventory/transfertoline', title: 'inventoryTransferToLine' },
} as const satisfies Record<StockScreenKind, { path: string; title: string }>;

export async function stockFormPageMetadata(screen: StockScreenKind): Promise<Metadata> {
  return { title: (await getTranslations('nav'))(PAGES[screen].title) };
}

/**
 * A stock form page (wms area, edit level): the form with its storages read by the
 * server; the transfer also hands stock to people, so it alone reads who may hold it.
 */
export async function StockFormPage({ screen }: { screen: StockScreenKind }) {
  const page = PAGES[screen];
  const { db } = await pageContext(page.path);
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
