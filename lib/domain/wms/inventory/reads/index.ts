// Stock reads: balances, summaries, bill history and detail, storage history, line reports,
// waiting to ship, the dashboard.
// The public face of the slice: other folders import it from here. Screens import the slice's
// zod-only schema or constant files instead, so no server code reaches a browser bundle.

export { deleteBalance, listBalances } from '@/lib/domain/wms/inventory/reads/balances';
export { getBillDetail } from '@/lib/domain/wms/inventory/reads/bill-detail';
export { listBillHistory } from '@/lib/domain/wms/inventory/reads/bill-history';
export { stockDashboard } from '@/lib/domain/wms/inventory/reads/dashboard';
export {
  linePackSummary,
  linePackSummaryV2,
} from '@/lib/domain/wms/inventory/reads/line-pack-summary';
export {
  summarizeProducts,
  summarizeProductsByStorage,
} from '@/lib/domain/wms/inventory/reads/product-summary';
export {
  balanceListQuery,
  type BalanceRow,
  balanceRowSchema,
  createPickupProfileInput,
  type CreatePickupProfileInput,
  type Dashboard,
  dashboardQuery,
  dashboardSchema,
  deletedBalanceSchema,
  type HistoryDetail,
  historyDetailSchema,
  type HistoryHead,
  historyHeadSchema,
  historyQuery,
  type LinePack,
  linePackQuery,
  linePackSchema,
  type LinePackV2,
  linePackV2Schema,
  pickupListQuery,
  type PickupListQuery,
  type PickupProfile,
  pickupProfileSchema,
  type StorageHistory,
  storageHistoryQuery,
  storageHistorySchema,
  summaryQuery,
  type SummaryRow,
  summaryRowSchema,
  type SummaryRowV2,
  summaryRowV2Schema,
  waitShipmentQuery,
  type WaitShipmentRow,
  waitShipmentRowSchema,
} from '@/lib/domain/wms/inventory/reads/schemas';
export { forgetSnapshots } from '@/lib/domain/wms/inventory/reads/snapshots';
export {
  storageHistory,
  storageHistoryJson,
} from '@/lib/domain/wms/inventory/reads/storage-history';
export { listWaitingToShip } from '@/lib/domain/wms/inventory/reads/waiting-to-ship';
