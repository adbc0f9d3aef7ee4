import type { ConnectorShop, OrderIdPage, PlatformOrder } from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import {
  shopeeCall,
  type ShopeeConnectorConfig,
  type ShopeeEnvelope,
} from '@/lib/domain/platforms/shopee/api-client';
import {
  arrangedPackages,
  SHOPEE_ORDER_FIELDS,
  shopeeOrderToPlatform,
  type ShopeeOrderDetail,
} from '@/lib/domain/platforms/shopee/order-shape';
import { withShopeeReturns } from '@/lib/domain/platforms/shopee/returns';

// The order sync's two calls: the ids changed within a time window (get_order_list, by
// update time, Shopee's cursor) and the orders of up to 50 ids (get_order_detail).

/** Shopee refuses a list window wider than 15 days (order.order_list_invalid_time). */
export const SHOPEE_MAX_WINDOW_MS = 15 * 24 * 60 * 60 * 1000;
const MAX_WINDOW_SECONDS = SHOPEE_MAX_WINDOW_MS / 1000;
const PAGE_SIZE = 100;
const DETAIL_BATCH = 50;

interface OrderListEnvelope extends ShopeeEnvelope {
  response?: {
    more?: boolean;
    next_cursor?: string;
    order_list?: Array<{ order_sn: string }>;
  };
}

interface OrderDetailEnvelope extends ShopeeEnvelope {
  response?: { order_list?: ShopeeOrderDetail[] };
}

interface TrackingEnvelope extends ShopeeEnvelope {
  response?: {
    success_list?: Array<{ package_number?: string; tracking_number?: string }>;
  };
}

/**
 * Our cursor: the start (Unix seconds) of the 15-day slice being read and Shopee's own
 * cursor within it. A window wider than Shopee allows is read slice by slice, oldest
 * first, so the caller may ask for any window.
 */
interface ListCursor {
  from: number;
  cursor: string;
}

export function encodeListCursor(cursor: ListCursor): string {
  return `${cursor.from}:${cursor.cursor}`;
}

export function decodeListCursor(text: string): ListCursor {
  const at = text.indexOf(':');
  const from = Number(text.slice(0, at));
  if (at < 1 || !Number.isInteger(from)) {
    throw new PlatformRequestError(`not a Shopee order cursor: ${text}`, 'bad_cursor');
  }
  return { from, cursor: text.slice(at + 1) };
}

/**
 * The slice to read: [from, to) in whole seconds. Shopee's bounds are inclusive and in
 * seconds, so time_to is the last whole second before the end.
 */
export function listSlice(
  query: { updatedFrom: Date; updatedTo: Date; cursor: string | null },
  maxSeconds = MAX_WINDOW_SECONDS,
): { timeFrom: number; timeTo: number; cursor: string; sliceEnd: number; windowEnd: number } {
  const windowEnd = Math.ceil(query.updatedTo.getTime() / 1000);
  const position = query.cursor
    ? decodeListCursor(query.cursor)
    : { from: Math.floor(query.updatedFrom.getTime() / 1000), cursor: '' };
  const sliceEnd = Math.min(position.from + maxSeconds, windowEnd);
  return {
    timeFrom: position.from,
    timeTo: sliceEnd - 1,
    cursor: position.cursor,
    sliceEnd,
    windowEnd,
  };
}

export async function listShopeeOrderIds(
  config: ShopeeConnectorConfig,
  shop: ConnectorShop,
  query: { updatedFrom: Date; updatedTo: Date; cursor: string | null },
): Promise<OrderIdPage> {
  const slice = listSlice(query);
  if (slice.timeTo < slice.timeFrom) return { orderIds: [], nextCursor: null };
  const envelope = await shopeeCall<OrderListEnvelope>(config, {
    method: 'GET',
    path: '/api/v2/order/get_order_list',
    shop,
    query: {
      time_range_field: 'update_time',
      time_from: slice.timeFrom,
      time_to: slice.timeTo,
      page_size: PAGE_SIZE,
      cursor: slice.cursor,
      request_order_status_pending: true,
    },
  });
  const page = envelope.response ?? {};
  // Shopee promises no order within a page; an id it repeats is kept once.
  const orderIds = [...new Set((page.order_list ?? []).map((order) => order.order_sn))];
  let nextCursor: string | null = null;
  if (page.more && page.next_cursor) {
    nextCursor = encodeListCursor({ from: slice.timeFrom, cursor: page.next_cursor });
  } else if (slice.sliceEnd < slice.windowEnd) {
    nextCursor = encodeListCursor({ from: slice.sliceEnd, cursor: '' });
  }
  return { orderIds, nextCursor };
}

/** The tracking numbers of packages already arranged, 50 packages a call. */
async function trackingNumbers(
  config: ShopeeConnectorConfig,
  shop: ConnectorShop,
  packageNumbers: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let at = 0; at < packageNumbers.length; at += DETAIL_BATCH) {
    const envelope = await shopeeCall<TrackingEnvelope>(config, {
      method: 'POST',
      path: '/api/v2/logistics/get_mass_tracking_number',
      shop,
      body: {
        package_list: packageNumbers
          .slice(at, at + DETAIL_BATCH)
          .map((number) => ({ package_number: number })),
      },
    });
    for (const one of envelope.response?.success_list ?? []) {
      if (one.package_number && one.tracking_number) {
        found.set(one.package_number, one.tracking_number);
      }
    }
  }
  return found;
}

export async function getShopeeOrders(
  config: ShopeeConnectorConfig,
  shop: ConnectorShop,
  orderIds: string[],
): Promise<PlatformOrder[]> {
  const unique = [...new Set(orderIds)];
  const orders: PlatformOrder[] = [];
  for (let at = 0; at < unique.length; at += DETAIL_BATCH) {
    const envelope = await shopeeCall<OrderDetailEnvelope>(config, {
      method: 'GET',
      path: '/api/v2/order/get_order_detail',
      shop,
      query: {
        order_sn_list: unique.slice(at, at + DETAIL_BATCH).join(','),
        request_order_status_pending: true,
        response_optional_fields: SHOPEE_ORDER_FIELDS,
      },
    });
    const details = envelope.response?.order_list ?? [];
    const arranged = details.flatMap(arrangedPackages);
    const tracking = arranged.length ? await trackingNumbers(config, shop, arranged) : new Map();
    const batch = details.map((detail) => shopeeOrderToPlatform(detail, tracking));
    orders.push(...(await withShopeeReturns(config, shop, batch)));
  }
  return orders;
}
