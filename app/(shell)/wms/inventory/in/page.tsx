import { StockPage, stockPageMetadata } from '@/components/wms/stock/stock-page';

export const generateMetadata = () => stockPageMetadata('in');

/** /wms/inventory/in: a stock-in bill (wms area, edit level). */
export default function StockInPage() {
  return <StockPage screen="in" />;
}
