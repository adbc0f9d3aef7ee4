import { StockFormPage, stockFormPageMetadata } from '@/lib/pages/wms/stock-form-page';

export const generateMetadata = () => stockFormPageMetadata('toLine');

/** /wms/inventory/transfertoline: stock moved to a packing line's staging storage (wms area, edit level). */
export default function StockToLinePage() {
  return <StockFormPage screen="toLine" />;
}
