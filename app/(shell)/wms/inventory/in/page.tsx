import { StockFormPage, stockFormPageMetadata } from '@/lib/pages/wms/stock-form-page';

export const generateMetadata = () => stockFormPageMetadata('in');

/** /wms/inventory/in: a stock-in bill (wms area, edit level). */
export default function StockInPage() {
  return <StockFormPage screen="in" />;
}
