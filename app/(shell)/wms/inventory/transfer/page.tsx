import { StockFormPage, stockFormPageMetadata } from '@/lib/pages/wms/stock-form-page';

export const generateMetadata = () => stockFormPageMetadata('transfer');

/** /wms/inventory/transfer: stock moved between storages, or handed to a user and back (wms area, edit level). */
export default function StockTransferPage() {
  return <StockFormPage screen="transfer" />;
}
