// A connected shop's state (platform_shops.status).
export const SHOP_STATUS = {
  /** Tokens work; orders sync. */
  Connected: 1,
  /** The platform refused the refresh token, or the seller withdrew the authorization: connect again. */
  NeedsReconnect: 2,
  /** Disconnected by the seller here; kept for its orders' history. */
  Disconnected: 3,
} as const;

/** How parcels reach the carrier (platform_shops.handover_method). */
export const HANDOVER_METHOD = { Pickup: 1, DropOff: 2 } as const;
