import type { StorageOption } from '@/components/wms/inventory/storage-option';

// The choices of the report filters, read once by the server page through the services
// (lib/pages/reports/report-filter-options.ts), so no picker waits on a call of its own.

export interface FilterChoice {
  value: number;
  label: string;
}

export interface ReportFilterOptions {
  saleChannels: FilterChoice[];
  teams: FilterChoice[];
  staff: FilterChoice[];
  /** The connected platform shops (named with their platform on screen). */
  shops: Array<FilterChoice & { platform: number }>;
  /** The product search (GET /api/v1/productssku) is open to this user: product 1 or order 2. */
  productSearch: boolean;
  /** The storages, archived ones too: only the warehouse summaries filter by storage. */
  storages?: StorageOption[];
}

/** Payment types of an order (orders.payment_type; labels under orders.paymentTypes). */
export const PAYMENT_TYPES = [1, 2, 4, 5, 6, 7] as const;
