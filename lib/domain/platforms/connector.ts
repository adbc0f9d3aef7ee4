import type { MappedStatus } from '@/lib/domain/platforms/status-mapping';

// What the back office asks of a selling platform, the same for TikTok Shop, Shopee,
// Lazada and Pancake POS. Each platform's connector (lib/domain/platforms/<platform>/connector.ts) speaks
// its platform's documented API (signing, cursors, envelopes) and answers in these shapes,
// so the sync, the webhook, the stock push and the shipment code never branch on the
// platform. Money is a decimal string ("129.00"), never a float.

/**
 * The platforms a shop connects to, as they are named in API paths: the marketplaces
 * through OAuth, Pancake POS by the seller's API key (connectWithApiKey).
 */
export type PlatformName = 'tiktok' | 'shopee' | 'lazada' | 'pancake';

export const PLATFORM_NAMES: readonly PlatformName[] = ['tiktok', 'shopee', 'lazada', 'pancake'];

/** The spec's platform codes (orders.platform, platform_shops.platform). */
export const PLATFORM_CODE = {
  tiktok: 2,
  shopee: 3,
  lazada: 4,
  pancake: 8,
} as const satisfies Record<PlatformName, number>;

export function platformNameOf(code: number): PlatformName | null {
  const found = PLATFORM_NAMES.find((name) => PLATFORM_CODE[name] === code);
  return found ?? null;
}

/** A connected shop, as a connector needs it for a call. */
export interface ConnectorShop {
  /** The shop's id at the platform (Shopee shop_id, TikTok shop id, Lazada seller_id). */
  shopId: string;
  /** TikTok's shop_cipher; null elsewhere. */
  cipher: string | null;
  accessToken: string;
}

export interface GrantedTokens {
  accessToken: string;
  refreshToken: string;
  /** Null when the token does not expire (Pancake's API key). */
  accessExpiresAt: Date | null;
  /** Null when the platform does not say (the refresh token then lives as long as the grant). */
  refreshExpiresAt: Date | null;
}

export interface AuthorizedShop {
  shopId: string;
  name: string;
  cipher: string | null;
  region: string | null;
}

/** What an authorization code is worth: the tokens and the shops they open. */
export interface Authorization {
  tokens: GrantedTokens;
  shops: AuthorizedShop[];
}

/** One page of order ids changed within a time window, oldest change first. */
export interface OrderIdPage {
  orderIds: string[];
  /** Null on the last page. */
  nextCursor: string | null;
}

export interface PlatformRecipient {
  name: string;
  phone: string;
  /** Street address, without the parts below. */
  address: string;
  subdistrict: string;
  district: string;
  province: string;
  zipcode: string;
}

export interface PlatformOrderLine {
  platformItemId: string;
  /** The variant: TikTok sku id, Shopee model id ("0" without variants), Lazada sku id. */
  platformSkuId: string;
  sellerSku: string | null;
  name: string;
  quantity: number;
  /** Price of one unit before discounts. */
  unitPrice: string;
  /** Discount on the whole line paid by the seller. */
  sellerDiscount: string;
  /** Discount on the whole line paid by the platform. */
  platformDiscount: string;
  imageUrl: string | null;
}

/** What a buyer's return request asks for (order_return_requests.kind). */
export const RETURN_KIND = { ReturnAndRefund: 1, RefundOnly: 2, Replacement: 3 } as const;
export type ReturnKind = (typeof RETURN_KIND)[keyof typeof RETURN_KIND];

/**
 * A buyer's return or refund request on an order, as the platform last described it
 * (docs/domain-rules.md, Selling platforms: returns asked on the platform). A return and
 * refund brings a parcel back; a refund only brings nothing back.
 */
export interface PlatformReturnRequest {
  /** TikTok return_id, Shopee return_sn, Lazada reverse_order_id. */
  platformReturnId: string;
  kind: ReturnKind;
  /** The platform's own status words (e.g. BUYER_SHIPPED_ITEM, REQUESTED, RTM_SHIPPING_BACK). */
  platformStatus: string;
  /** The buyer's reason as the platform words it. */
  reason: string | null;
  /** The tracking number of the parcel the buyer sends back, once known. */
  buyerTrackingNumber: string | null;
  requestedAt: Date;
  /** The platform's update time of this version of the request. */
  updateTime: Date;
}

/** A platform order, whole, as the platform last described it. */
export interface PlatformOrder {
  platformOrderId: string;
  /** The platform's own status words, kept for the timeline (e.g. "AWAITING_SHIPMENT"). */
  platformStatus: string;
  mapped: MappedStatus;
  createTime: Date;
  /** The platform's update time of this version: an older version never overwrites a newer one. */
  updateTime: Date;
  paidAt: Date | null;
  recipient: PlatformRecipient;
  lines: PlatformOrderLine[];
  /** Sum of unit price x quantity. */
  subtotal: string;
  sellerDiscount: string;
  platformDiscount: string;
  shippingFee: string;
  /** What the buyer pays. */
  total: string;
  /** The platform's payment method words (e.g. "Cash on delivery", "ShopeePay"). */
  paymentMethodName: string;
  cashOnDelivery: boolean;
  /** The carrier the platform chose, by its name; null until known. */
  shippingProviderName: string | null;
  trackingNumber: string | null;
  /** The package to ship (TikTok package id, Lazada package id, Shopee package_number). */
  packageId: string | null;
  buyerNote: string | null;
  /**
   * The buyer's return and refund requests on the order, fetched with it (one call per
   * batch of orders); the newest one is already in `mapped`, and `updateTime` is never
   * older than the newest request's, so a request that moved is a newer version.
   */
  returnRequests: PlatformReturnRequest[];
}

/** A product variant (SKU) of a shop. */
export interface PlatformSku {
  platformItemId: string;
  platformSkuId: string;
  sellerSku: string | null;
  name: string;
  price: string | null;
  stock: number | null;
  /** 0 on sale, 1 inactive or unlisted, 2 draft or under review, 3 deleted at the platform. */
  status: 0 | 1 | 2 | 3;
  imageUrl: string | null;
  /** The platform warehouse the stock is counted in (TikTok needs it to push stock). */
  warehouseId: string | null;
}

export interface ProductPage {
  skus: PlatformSku[];
  nextCursor: string | null;
}

/** The sellable quantity to show for one SKU. */
export interface StockUpdate {
  platformItemId: string;
  platformSkuId: string;
  sellerSku: string | null;
  warehouseId: string | null;
  quantity: number;
}

export type HandoverMethod = 'pickup' | 'dropoff';

export interface ShipmentRequest {
  platformOrderId: string;
  packageId: string | null;
  handover: HandoverMethod;
}

export interface Shipment {
  /** May be null when the platform assigns it later (Shopee: poll or wait for the push). */
  trackingNumber: string | null;
  packageId: string | null;
}

export interface ShippingDocument {
  contentType: string;
  body: Buffer;
}

/** What a push says changed; the order itself is then fetched with getOrders. */
export interface WebhookEvent {
  /** The shop's id at the platform. */
  shopId: string;
  kind: 'order' | 'deauthorized' | 'other';
  /** Set for kind 'order'. */
  platformOrderId: string | null;
  updateTime: Date | null;
}

export interface WebhookDelivery {
  /** The exact bytes received; the signature is over them, never over a re-serialisation. */
  rawBody: string;
  /** The header the platform signs with (Authorization for all three marketplaces). */
  authorization: string | null;
  /**
   * The shared secret header the seller set at the platform (Pancake's custom webhook
   * header, SHOP_SECRET_HEADER); checked against the named shop's own secret.
   */
  sharedSecret?: string | null;
  /** The address the push was sent to (Shopee signs it too). */
  url: string;
}

/** The header a Pancake webhook carries the shop's secret in (the seller sets it in Pancake). */
export const SHOP_SECRET_HEADER = 'x-webhook-secret';

export interface PlatformConnector {
  readonly platform: PlatformName;
  /**
   * How a push proves where it comes from: 'signature' (the marketplaces: verifyWebhook on
   * the raw bytes) or 'shop-secret' (Pancake: a per-shop secret in SHOP_SECRET_HEADER,
   * compared with the named shop's stored one). Absent: 'signature'.
   */
  readonly webhookAuth?: 'signature' | 'shop-secret';
  /**
   * For a platform without OAuth (Pancake): checks the seller's API key against the shop id
   * and answers the shop it opens, the key standing as both tokens (it never expires).
   * Throws PlatformAuthRevokedError for a key the platform refuses or a shop it does not open.
   */
  connectWithApiKey?(input: { apiKey: string; shopId: string }): Promise<Authorization>;
  /** True when the app key and secret (partner id and key) are set. */
  configured(): boolean;
  /** The widest update-time window one list call accepts (Shopee: 15 days), if any. */
  readonly maxWindowMs: number | null;
  /** The calls per second one shop may make (platforms.md rate limits, or a safe guess). */
  readonly requestsPerSecond: number;

  /** The platform's authorization page; it sends the seller back to redirectUri with a code and state. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Turns the code of the callback into tokens and the shops they open. */
  exchangeCode(input: {
    code: string;
    shopId: string | null;
    redirectUri: string;
  }): Promise<Authorization>;
  /** New tokens; Shopee returns a new refresh token each time, which must be kept. */
  refresh(input: { refreshToken: string; shopId: string }): Promise<GrantedTokens>;

  /** Ids of the orders updated in [updatedFrom, updatedTo), oldest change first, up to 100 a page. */
  listOrderIds(
    shop: ConnectorShop,
    query: { updatedFrom: Date; updatedTo: Date; cursor: string | null },
  ): Promise<OrderIdPage>;
  /** The orders of up to 50 ids; an id the platform does not know is left out. */
  getOrders(shop: ConnectorShop, platformOrderIds: string[]): Promise<PlatformOrder[]>;

  /** One page of the shop's products, flattened to SKUs. */
  listProducts(shop: ConnectorShop, cursor: string | null): Promise<ProductPage>;
  /** Sets the sellable quantity of SKUs (the connector groups them as its platform needs). */
  updateStock(shop: ConnectorShop, updates: StockUpdate[]): Promise<void>;

  /** Arranges the shipment of a packed order (pickup or drop-off). */
  ship(shop: ConnectorShop, request: ShipmentRequest): Promise<Shipment>;
  /** The platform's own shipping label of a shipped order, as a file (PDF). */
  shippingDocument(
    shop: ConnectorShop,
    order: { platformOrderId: string; packageId: string | null; trackingNumber: string | null },
  ): Promise<ShippingDocument>;

  /** Checks a push's signature on its raw bytes (constant time). */
  verifyWebhook(delivery: WebhookDelivery): boolean;
  /** What a verified push is about. Throws PlatformRequestError on a body it cannot read. */
  parseWebhook(rawBody: string): WebhookEvent[];
}
