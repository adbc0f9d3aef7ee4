// The answers of the report calls as the screens read them (docs/reports.md, Calls). Money
// arrives as a string with two decimals; counts as numbers.

export type Money = string;

/** What every order-grain row holds: the order measures (S). */
export interface OrderMeasures {
  orders: number;
  quantity: number;
  amount: Money;
  discount: Money | null;
  shipping: Money | null;
  cost: Money;
  profit: Money;
  /** Some units are not packed yet: their cost is today's moving average. */
  cost_estimated: boolean;
}

/** What every product-grain row holds: the product measures (P). */
export interface ProductMeasures {
  orders: number;
  quantity: number;
  amount: Money;
  cost: Money;
  profit: Money;
  cost_estimated: boolean;
}

export type SalesMeasures = OrderMeasures | ProductMeasures;

/** `Datum` of a sales report: its totals and, for the paged ones, the rows before paging. */
export interface SalesDatum<Total = SalesMeasures> {
  state: number;
  total: Total;
  count?: number;
}

/** One answer of a report call, `Data` and `Datum` side by side. */
export interface ReportAnswer<Row, Datum> {
  rows: Row[];
  datum: Datum;
}

export interface SaleChannelRow extends OrderMeasures {
  sale_channel_id: number | null;
  sale_channel_name: string | null;
}

export interface TeamRow extends OrderMeasures {
  team_id: number | null;
  team_name: string | null;
}

/** A staff member's row, or a shop's row for platform orders (they have no staff). */
export interface SellerFields {
  user_id: number | null;
  user_name: string | null;
  platform: number | null;
  shop_id: number | null;
  shop_name: string | null;
}

export interface UserRow extends SellerFields, OrderMeasures {}

export interface ProductFields {
  product_id: number | null;
  product_pn: string | null;
  product_name: string | null;
}

export interface ProductRow extends ProductFields, ProductMeasures {}

export interface UserProductRow extends SellerFields, ProductFields, ProductMeasures {}

export interface SaleChannelProductRow extends ProductFields, ProductMeasures {
  sale_channel_id: number | null;
  sale_channel_name: string | null;
  /** The product was sold as a promotion bundle. */
  bundle: boolean;
}

export interface PlatformMeasures extends ProductMeasures {
  platform: number | null;
}

export interface PromotionRow extends ProductMeasures {
  promotion_id: number | null;
  promotion_name: string | null;
  product_id: number | null;
  product_name: string | null;
  platform: number | null;
}

export interface SaleChannelProductDatum extends SalesDatum<ProductMeasures> {
  by_platform: PlatformMeasures[];
  by_promotion: PromotionRow[];
}

/** What came back, per product, valued at the cost the units left with. */
export interface ReturnMeasures {
  orders: number;
  quantity: number;
  good: number;
  broken: number;
  lost: number;
  other: number;
  amount: Money;
  good_amount: Money;
  broken_amount: Money;
  lost_amount: Money;
  other_amount: Money;
}

export interface OrderReturnRow extends ProductFields, ReturnMeasures {}

export interface ReturnDay {
  day: string;
  orders: number;
  quantity: number;
  amount: Money;
}

export interface ReturnReason {
  reason: string | null;
  orders: number;
  quantity: number;
  amount: Money;
}

export interface OrderReturnDatum {
  state: number;
  total: ReturnMeasures;
  count?: number;
  by_day: ReturnDay[];
  by_reason: ReturnReason[];
}

export interface CommissionRow {
  user_id: number | null;
  user_name: string | null;
  sale_channel_id: number | null;
  sale_channel_name: string | null;
  orders: number;
  quantity: number;
  amount: Money;
  /** Percent of net sales, e.g. "3.50". */
  rate: Money;
  commission: Money;
}

export interface CommissionRate {
  sale_channel_id: number;
  sale_channel_name: string;
  rate: Money;
}

export interface CommissionDatum {
  state: number;
  total: { orders: number; quantity: number; amount: Money; commission: Money };
  rates: CommissionRate[];
}

export interface DashboardDay {
  day: string;
  orders: number;
  quantity: number;
  amount: Money;
  cost: Money;
  profit: Money;
}

export interface DashboardTotal extends OrderMeasures {
  average_order_value: Money;
  cancelled_orders: number;
  cancel_rate: number | string;
  returned_orders: number;
  return_rate: number | string;
}

/** The day's counters of the dashboard's cards. */
export interface DashboardToday {
  orders: number;
  amount: Money;
  waiting_payment_check: number;
  waiting_to_pack: number;
  packed: number;
  handed_over: number;
  returning: number;
  returned: number;
}

export interface DashboardDatum {
  state: number;
  total: DashboardTotal;
  today: DashboardToday;
  by_platform: Array<OrderMeasures & { platform: number | null }>;
  by_sale_channel: SaleChannelRow[];
  top_products: ProductRow[];
}

/**
 * A row of the warehouse summary: a storage, sale channel, product (with its SKU) or
 * person, named by the field of its kind, and what was packed out for it.
 */
export interface WmsSummaryRow {
  storage_id?: number;
  sale_channel_id?: number;
  wms_product_id?: number;
  /** null in the sales staff list: platform orders without staff. */
  user_id?: number | null;
  name?: string | null;
  storage_name?: string | null;
  sale_channel_name?: string | null;
  user_name?: string | null;
  sku?: string | null;
  orders: number;
  /** Parcels (packings) closed. */
  parcels?: number;
  quantity: number;
  amount: Money;
}

/** The warehouse summary's Datum: state 0 while its job runs, then the lists. */
export interface WmsSummaryDatum {
  state: number;
  wms?: WmsSummaryRow[];
  sale_channel?: WmsSummaryRow[];
  product?: WmsSummaryRow[];
  shipping_user?: WmsSummaryRow[];
  user?: WmsSummaryRow[];
  total?: { orders: number; parcels?: number; quantity: number; amount: Money };
}
