import { StockFormPage, stockFormPageMetadata } from '@/lib/pages/wms/stock-form-page';

export const generateMetadata = () => stockFormPageMetadata('out');

/** /wms/inventory/out: a stock-out bill (wms area, edit level). */
export default function StockOutPage() {
  return <StockFormPage screen="out" />;
}
