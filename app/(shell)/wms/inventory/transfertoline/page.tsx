import { StockPage, stockPageMetadata } from '@/components/wms/stock/stock-page';

export const generateMetadata = () => stockPageMetadata('toLine');

/** /wms/inventory/transfertoline: stock moved to a packing line's staging storage (wms area, edit level). */
export default function StockToLinePage() {
  return <StockPage screen="toLine" />;
}
