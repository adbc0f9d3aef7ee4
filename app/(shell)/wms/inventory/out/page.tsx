import { StockPage, stockPageMetadata } from '@/components/wms/stock/stock-page';

export const generateMetadata = () => stockPageMetadata('out');

/** /wms/inventory/out: a stock-out bill (wms area, edit level). */
export default function StockOutPage() {
  return <StockPage screen="out" />;
}
