import { StockPage, stockPageMetadata } from '@/components/wms/stock/stock-page';

export const generateMetadata = () => stockPageMetadata('transfer');

/** /wms/inventory/transfer: stock moved between storages, or handed to a user and back (wms area, edit level). */
export default function StockTransferPage() {
  return <StockPage screen="transfer" />;
}
