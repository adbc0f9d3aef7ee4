import { z } from 'zod';
import {
  blankToUndefined,
  intFilter,
  limitParam,
  MAX_INT4,
  pageParam,
  searchParam,
  sortParam,
  textFilter,
} from '@/lib/domain/shared/list-query';
import { bangkokDate } from '@/lib/time/bangkok-days';
import { systemNoteFields } from '@/lib/domain/wms/inventory/shared';

// Inputs and answers of the stock reads : balances,
// summaries, bill history, storage history, packing-line reports, waiting to ship, the
// dashboard and the promotion bundles (pickup profiles). Shared by the route handlers and
// the /wms screens, so this file imports zod-only modules.
//
// Product ids are warehouse product ids (wms_products.id) unless a field says otherwise.
// Money is a decimal string with 2 places ("1250.00"); a unit cost has 4 ("12.5000").
// Times are ISO strings (UTC); `date` fields are Bangkok days (YYYY-MM-DD).
//
// Low stock: a balance is low when balance < threshold, where threshold is the balance's
// own threshold, else (normal storages only) the warehouse product's threshold. A
// threshold of 0 is never low, nor is an archived product.

const MAX_DASHBOARD_DAYS = 90;

/** `low=1` (or true) keeps only low rows; anything else (0, absent) keeps every row. */
const lowFilter = z
  .preprocess((v) => {
    const b = blankToUndefined(v);
    if (b === '1' || b === 'true' || b === true || b === 1) return true;
    if (b === '0' || b === 'false' || b === false || b === 0) return false;
    return b;
  }, z.boolean().default(false))
  .describe('1: only rows under their threshold');

const idFilter = intFilter(1, MAX_INT4);

const money = (what: string) => z.string().describe(`${what}, baht, 2 decimals`);
const unitCost = z.string().describe('moving average unit cost of the product, 4 decimals');

// ---------------------------------------------------------------------------------------
// Balances: GET /api/v1/wms/inventory, DELETE /api/v1/wms/inventory/{id}
// ---------------------------------------------------------------------------------------

export const BALANCE_SORT_FIELDS = [
  'product_name',
  'storage_name',
  'sku',
  'balance',
  'value',
  'updated_at',
] as const;
export type BalanceSortField = (typeof BALANCE_SORT_FIELDS)[number];

/** GET /api/v1/wms/inventory */
export const balanceListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe(
    'product name words (anywhere), or the start of the SKU or barcode; any case',
  ),
  sort: sortParam(BALANCE_SORT_FIELDS).describe('default product_name'),
  storage_id: idFilter,
  product_id: idFilter.describe('warehouse product id'),
  low: lowFilter,
});
export type BalanceListQuery = z.output<typeof balanceListQuery>;

export const balanceRowSchema = z.object({
  ID: z.number().describe('the balance row id (DELETE /api/v1/wms/inventory/{ID})'),
  ProductName: z.string(),
  StorageName: z.string(),
  product_id: z.number().describe('warehouse product id'),
  storage_id: z.number(),
  storage_kind: z.number().describe('1 normal, 2 packing-line staging, 3 user holding'),
  sku: z.string(),
  barcode: z.string(),
  unit_name: z.string().nullable(),
  balance: z.number(),
  cost: unitCost,
  threshold: z
    .number()
    .describe("the balance's own threshold, else (normal storages) the product's; 0: none"),
  low: z.boolean(),
  value: money('balance x cost'),
  updated_at: z.string(),
});
export type BalanceRow = z.infer<typeof balanceRowSchema>;

export const deletedBalanceSchema = z.object({ id: z.number() });
export type DeletedBalance = z.infer<typeof deletedBalanceSchema>;

// ---------------------------------------------------------------------------------------
// Summaries: GET /api/v1/wms/inventory/summary (per product), /api/v2/... (+ per storage)
// ---------------------------------------------------------------------------------------

export const SUMMARY_SORT_FIELDS = ['product_name', 'sku', 'balance', 'value'] as const;
export type SummarySortField = (typeof SUMMARY_SORT_FIELDS)[number];

/**
 * Every live warehouse product (and any archived one still holding stock), its balance
 * summed over every storage (or over storage_id only).
 */
export const summaryQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe(
    'product name words (anywhere), or the start of the SKU or barcode; any case',
  ),
  sort: sortParam(SUMMARY_SORT_FIELDS).describe('default product_name'),
  storage_id: idFilter.describe('sum over this storage only'),
  low: lowFilter.describe("1: only products whose summed balance is under the product's threshold"),
});
export type SummaryQuery = z.output<typeof summaryQuery>;

export const summaryRowSchema = z.object({
  product_id: z.number(),
  ProductName: z.string(),
  sku: z.string(),
  barcode: z.string(),
  unit_name: z.string().nullable(),
  balance: z.number().describe('units over the storages summed'),
  cost: unitCost,
  value: money('balance x cost'),
  threshold: z.number().describe("the product's threshold; 0: none"),
  low: z.boolean().describe('balance < threshold'),
  storages: z.number().describe('how many storages hold some of it'),
});
export type SummaryRow = z.infer<typeof summaryRowSchema>;

export const summaryStorageSchema = z.object({
  ID: z.number().describe('balance row id'),
  storage_id: z.number(),
  StorageName: z.string(),
  storage_kind: z.number(),
  balance: z.number(),
  threshold: z.number(),
  low: z.boolean(),
  value: money('balance x cost'),
});
export type SummaryStorage = z.infer<typeof summaryStorageSchema>;

export const summaryRowV2Schema = summaryRowSchema.extend({
  storage_breakdown: z
    .array(summaryStorageSchema)
    .describe('one entry per balance row of the product (storage name order)'),
});
export type SummaryRowV2 = z.infer<typeof summaryRowV2Schema>;

// ---------------------------------------------------------------------------------------
// Bill history: POST /api/v1/wms/inventory/history, GET .../historydetail/{id}
// ---------------------------------------------------------------------------------------

export const HISTORY_SORT_FIELDS = ['created_at', 'bill_number'] as const;
export type HistorySortField = (typeof HISTORY_SORT_FIELDS)[number];

/**
 * Dates are Bangkok days (start 00:00 to end 24:00); both given: at most 31 days
 * (order.dateRangeTooLong). Absent: no limit on that side.
 */
export const historyQuery = z.object({
  start_date: bangkokDate,
  end_date: bangkokDate,
  kind: intFilter(1, 7).describe('1 in, 2 out, 3 move, 4 user move, 5 packing, 6 return, 7 adjust'),
  storage_id: idFilter.describe('bills with a line in this storage'),
  product_id: idFilter.describe('bills with a line of this warehouse product'),
  user_id: idFilter.describe('bills made by this user'),
  bill_number: textFilter(30).describe('part of the bill number (any case)'),
  page: pageParam,
  limit: limitParam,
  sort: sortParam(HISTORY_SORT_FIELDS).describe('default -created_at (newest first)'),
});
export type HistoryQuery = z.output<typeof historyQuery>;

export const historyHeadSchema = z.object({
  ID: z.number(),
  BillNumber: z.string(),
  Kind: z.number(),
  Note: z.string().nullable(),
  ...systemNoteFields,
  UserName: z.string(),
  user_id: z.number(),
  CreateAt: z.string(),
  BillImage: z.string().nullable().describe('URL of the bill photo, or null'),
  from_storage_id: z.number().nullable(),
  from_storage_name: z.string().nullable(),
  to_storage_id: z.number().nullable(),
  to_storage_name: z.string().nullable(),
  order_id: z.number().nullable(),
  purchase_order_id: z
    .number()
    .nullable()
    .describe('the purchase order a stock in received (GET /api/v1/wms/po/detail?id=)'),
  po_number: z.string().nullable().describe('its number, e.g. PO-2611-00042'),
  line_count: z
    .number()
    .describe('product lines (a move counts each product once, not its two ledger rows)'),
  units: z.number().describe('units moved by the bill (a move counts each unit once)'),
});
export type HistoryHead = z.infer<typeof historyHeadSchema>;

export const billLineSchema = z.object({
  product_id: z.number().describe('warehouse product id'),
  product_name: z.string(),
  sku: z.string(),
  barcode: z.string(),
  storage_id: z.number(),
  storage_name: z.string(),
  amount: z.number().describe('signed: + into the storage, - out of it'),
  balance_after: z.number(),
  unit_cost: z.string().describe('4 decimals'),
});
export type BillLine = z.infer<typeof billLineSchema>;

export const historyDetailSchema = z.object({
  Head: z.object({
    ID: z.number(),
    BillNumber: z.string(),
    Kind: z.number(),
    Note: z.string().nullable(),
    ...systemNoteFields,
    UserName: z.string(),
    CreateAt: z.string(),
    BillImage: z.string().nullable(),
    FromStorageName: z.string().nullable(),
    ToStorageName: z.string().nullable(),
    FromStorageID: z.number().nullable(),
    ToStorageID: z.number().nullable(),
    OrderID: z.number().nullable(),
    PurchaseOrderID: z.number().nullable().describe('the purchase order a stock in received'),
    PoNumber: z.string().nullable().describe('its number, e.g. PO-2611-00042'),
  }),
  Data: z.array(billLineSchema).describe('ledger rows in the order they were written'),
});
export type HistoryDetail = z.infer<typeof historyDetailSchema>;

// ---------------------------------------------------------------------------------------
// QuantitySummary (packing lines and storage history)
// ---------------------------------------------------------------------------------------

/**
 * A report period of Bangkok days. Neither given: the last 31 days, today included;
 * only start_date: start + 30 days; only end_date: end - 30 days. At most 31 days
 * (order.dateRangeTooLong); end before start: common.invalidParameter.
 */
const reportPeriod = { start_date: bangkokDate, end_date: bangkokDate };

export const packingByProductSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  amount_packing: z.number().describe('units packed'),
});
export const packingByStorageSchema = z.object({
  storage_id: z.number(),
  storage_name: z.string(),
  line: z.string().nullable().describe('the packing line'),
  amount_packing: z.number(),
});
export const packingByDateProductSchema = z.object({
  date: z.string().describe('Bangkok day YYYY-MM-DD'),
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  amount_packing: z.number(),
});

export const quantitySummarySchema = z.object({
  detail_by_product: z.array(packingByProductSchema),
  detail_by_storage: z.array(packingByStorageSchema),
  detail_by_date_by_product: z.array(packingByDateProductSchema),
});
export type QuantitySummary = z.infer<typeof quantitySummarySchema>;

/** GET /api/v1/wms/inventory/history/linepack (and v2): packing bills (kind 5). */
export const linePackQuery = z.object({
  ...reportPeriod,
  line: textFilter(50).describe('one packing line (exact name)'),
  storage_id: idFilter.describe('packings taken from this storage only'),
});
export type LinePackQuery = z.output<typeof linePackQuery>;

export const linePackPeriodSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
});

export const linePackSchema = quantitySummarySchema.extend({
  period: linePackPeriodSchema,
});
export type LinePack = z.infer<typeof linePackSchema>;

export const linePackV2Schema = linePackSchema.extend({
  detail_by_line: z.array(
    z.object({
      line: z.string().nullable().describe('null: packings not on a named line'),
      amount_packing: z.number(),
      bills: z.number().describe('packing bills'),
    }),
  ),
  detail_by_date_by_line: z.array(
    z.object({ date: z.string(), line: z.string().nullable(), amount_packing: z.number() }),
  ),
});
export type LinePackV2 = z.infer<typeof linePackV2Schema>;

// ---------------------------------------------------------------------------------------
// Storage history: GET /api/v1/wms/inventory/history/storage
// ---------------------------------------------------------------------------------------

export const storageHistoryQuery = z.object({
  storage_id: idFilter.describe('one storage; absent: every storage'),
  product_id: idFilter,
  ...reportPeriod,
  page: pageParam,
  limit: limitParam,
});
export type StorageHistoryQuery = z.output<typeof storageHistoryQuery>;

export const storageHistoryRowSchema = z.object({
  id: z.number().describe('ledger row id'),
  bill_id: z.number(),
  BillNumber: z.string(),
  Kind: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  storage_id: z.number(),
  storage_name: z.string(),
  amount: z.number().describe('signed'),
  balance_after: z.number(),
  unit_cost: z.string(),
  user_id: z.number(),
  UserName: z.string(),
  CreateAt: z.string(),
});
export type StorageHistoryRow = z.infer<typeof storageHistoryRowSchema>;

const movedByProductSchema = packingByProductSchema.extend({
  amount_in: z.number().describe('units that came in'),
  amount_out: z.number().describe('units that went out (packing included)'),
  net: z.number().describe('amount_in - amount_out'),
});
const movedByStorageSchema = packingByStorageSchema.extend({
  amount_in: z.number(),
  amount_out: z.number(),
  net: z.number(),
});
/** One Bangkok day of the storage history: the products moved that day (spec section 3). */
const movedByDateSchema = z.object({
  date: z.string().describe('Bangkok day YYYY-MM-DD'),
  detail_by_product: z.array(movedByProductSchema).describe('in product name order'),
});
export type MovedByDate = z.infer<typeof movedByDateSchema>;
export type MovedByProduct = z.infer<typeof movedByProductSchema>;

/**
 * The packing QuantitySummary, each row also with units in, out and net. Its
 * detail_by_date_by_product is nested as the spec shapes it: days, oldest first, each
 * with its detail_by_product.
 */
export const storageQuantitySummarySchema = z.object({
  detail_by_product: z.array(movedByProductSchema),
  detail_by_storage: z.array(movedByStorageSchema),
  detail_by_date_by_product: z.array(movedByDateSchema),
});
export type StorageQuantitySummary = z.infer<typeof storageQuantitySummarySchema>;

export const storageHistorySchema = z.object({
  histories: z.array(storageHistoryRowSchema).describe('newest first, one page'),
  total: z.number().describe('ledger rows in the period'),
  page: z.number(),
  limit: z.number(),
  period: linePackPeriodSchema,
  QuantitySummary: storageQuantitySummarySchema,
  // Optional in the type only (screens written before it still compile); always answered.
  computed_at: z
    .string()
    .optional()
    .describe(
      'when total and QuantitySummary were read (ISO, always present): kept and served again while the stock is unchanged, and may be that much behind while a newer one is being computed',
    ),
});
export type StorageHistory = z.infer<typeof storageHistorySchema>;

// ---------------------------------------------------------------------------------------
// Waiting to ship: GET /api/v1/orders/product/wait/shipment
// ---------------------------------------------------------------------------------------

/**
 * Units on orders at 111 or 112 not yet taken out of stock for them, per warehouse
 * product (a promotion product counts as its bundle's products x quantity), against the
 * balance of every normal storage (or of storage_id; then orders bound to another storage
 * are left out).
 */
export const waitShipmentQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe(
    'product name words (anywhere), or the start of the SKU or barcode; any case',
  ),
  storage_id: idFilter,
});
export type WaitShipmentQuery = z.output<typeof waitShipmentQuery>;

export const waitShipmentRowSchema = z.object({
  product_id: z.number().describe('warehouse product id'),
  ProductName: z.string(),
  sku: z.string(),
  barcode: z.string(),
  waiting: z.number().describe('units on orders awaiting shipment, not yet packed'),
  orders: z.number().describe('orders waiting for it'),
  balance: z.number(),
  shortfall: z.number().describe('max(0, waiting - balance)'),
  on_order: z
    .number()
    .describe(
      'units on approved or partly received purchase orders not received yet (with storage_id: POs into it)',
    ),
});
export type WaitShipmentRow = z.infer<typeof waitShipmentRowSchema>;

// ---------------------------------------------------------------------------------------
// Dashboard: GET /api/v1/wms/inventory/dashboard
// ---------------------------------------------------------------------------------------

export const dashboardQuery = z.object({
  days: z
    .preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(MAX_DASHBOARD_DAYS).default(30),
    )
    .describe('Bangkok days back from today, today included (1..90)'),
  storage_id: idFilter,
});
export type DashboardQuery = z.output<typeof dashboardQuery>;

export const dashboardSchema = z.object({
  stock_value: money('units x moving average cost'),
  units: z.number(),
  products: z.number().describe('warehouse products with units in stock'),
  low_stock_count: z.number().describe('balance rows under their threshold'),
  low_stock: z
    .array(
      z.object({
        ID: z.number(),
        product_id: z.number(),
        ProductName: z.string(),
        sku: z.string(),
        storage_id: z.number(),
        StorageName: z.string(),
        balance: z.number(),
        threshold: z.number(),
        on_order: z
          .number()
          .describe(
            'units of the product on approved or partly received purchase orders not received yet (with storage_id: POs into it)',
          ),
      }),
    )
    .describe('the 20 largest gaps under threshold'),
  movements_per_day: z
    .array(
      z.object({
        date: z.string().describe('Bangkok day YYYY-MM-DD'),
        in: z.number().describe('units in (stock in, returns, adjust up)'),
        out: z.number().describe('units out (stock out, packing, adjust down)'),
        move: z
          .number()
          .describe('units transferred (a unit counted once; with storage_id: in + out there)'),
      }),
    )
    .describe('every day of the period, oldest first'),
  top_movers: z
    .array(
      z.object({
        product_id: z.number(),
        ProductName: z.string(),
        sku: z.string(),
        units_out: z.number(),
      }),
    )
    .describe('the 10 products with the most units out in the period'),
  value_by_storage: z.array(
    z.object({
      storage_id: z.number(),
      StorageName: z.string(),
      storage_kind: z.number(),
      units: z.number(),
      value: money('value'),
    }),
  ),
  period: linePackPeriodSchema,
  // Optional in the type only, so that screens and their fixtures written before it still
  // compile; every answer has it.
  computed_at: z
    .string()
    .optional()
    .describe(
      'when these figures were read (ISO, always present): the answer is kept and served again while the stock is unchanged, and may be that much behind while a newer one is being computed',
    ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------------------------------------------------------------------------------------
// Promotion bundles (pickup profiles): /api/v1/wms/profile/pickup
// ---------------------------------------------------------------------------------------

export const MAX_PICKUP_ITEMS = 50;

export const pickupItemInput = z.object({
  product_id: z.coerce.number().int().positive().max(MAX_INT4).describe('warehouse product id'),
  quantity: z.coerce.number().int().min(1).max(10_000),
});

/** POST /api/v1/wms/profile/pickup/create */
export const createPickupProfileInput = z.object({
  name: z.string().trim().min(1).max(200),
  product_id: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().positive().max(MAX_INT4).optional(),
    )
    .describe('the sellable product (products.id) the bundle stands for; one live bundle each'),
  items: z
    .array(pickupItemInput)
    .min(1, 'at least one item')
    .max(MAX_PICKUP_ITEMS)
    .refine(
      (items) => new Set(items.map((i) => i.product_id)).size === items.length,
      'a product appears once',
    ),
});
export type CreatePickupProfileInput = z.output<typeof createPickupProfileInput>;
export type PickupProfileForm = z.input<typeof createPickupProfileInput>;

/** GET /api/v1/wms/profile/pickup */
export const pickupListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe("bundle name, or its product's name or SKU (contains, any case)"),
  product_id: idFilter.describe('the sellable product (products.id)'),
});
export type PickupListQuery = z.output<typeof pickupListQuery>;

export const pickupProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  product_id: z.number().nullable().describe('sellable product (products.id)'),
  product_name: z.string().nullable(),
  product_pn: z.string().nullable(),
  items: z.array(
    z.object({
      product_id: z.number().describe('warehouse product id'),
      product_name: z.string(),
      sku: z.string(),
      barcode: z.string(),
      quantity: z.number(),
    }),
  ),
  created_at: z.string(),
});
export type PickupProfile = z.infer<typeof pickupProfileSchema>;
