import { shopeeLabelPdf } from './shopee-label-pdf';
import { getReturnList } from './shopee-returns-api';
import { CARRIER, PICKUP_ADDRESS_ID, type ShopeeSandboxStore } from './shopee-store';

// The Shopee shop APIs the sandbox answers, each as Shopee documents it: parameters of a
// GET in the query, of a POST in a JSON body, the answer under `response` (get_shop_info
// puts its fields beside error), refusals as an error word and a message.

/** A refusal: the HTTP status, Shopee's error word and its message. */
export class ShopeeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export type ShopeeAnswer =
  { response: unknown } | { fields: Record<string, unknown> } | { pdf: Buffer };

export interface ShopCall {
  shopId: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  store: ShopeeSandboxStore;
  recordPush: (itemId: string, skuId: string, quantity: number) => void;
}

const MAX_WINDOW_SECONDS = 15 * 86_400;
const DOCUMENT_TYPES = ['NORMAL_AIR_WAYBILL', 'THERMAL_AIR_WAYBILL'];

const param = (message: string) => new ShopeeRefusal(400, 'error_param', message);

function intParam(query: URLSearchParams, name: string, required = true): number | null {
  const raw = query.get(name);
  if (raw === null || raw === '') {
    if (required) throw param(`Wrong parameters, detail: ${name} is required.`);
    return null;
  }
  if (!/^-?\d+$/.test(raw)) throw param(`Wrong parameters, detail: ${name} must be an integer.`);
  return Number(raw);
}

function orderList(body: Record<string, unknown>): Array<Record<string, unknown>> {
  const list = body.order_list;
  if (!Array.isArray(list) || list.length < 1 || list.length > 50) {
    throw param('Wrong parameters, detail: order_list length should be in [1,50].');
  }
  return list.map((one) =>
    one && typeof one === 'object' ? (one as Record<string, unknown>) : {},
  );
}

function arrangedOrder(call: ShopCall, entry: Record<string, unknown>) {
  const order = call.store.findOrder(call.shopId, String(entry.order_sn ?? ''));
  if (!order) return { order: null, fail: ['logistics.order_not_found', 'Order not found.'] };
  if (entry.package_number && entry.package_number !== order.packageNumber) {
    return { order: null, fail: ['logistics.package_not_found', 'Package not found.'] };
  }
  if (!order.trackingNumber) {
    return {
      order: null,
      fail: ['logistics.can_not_print', 'The order has no tracking number yet, arrange first.'],
    };
  }
  return { order, fail: null };
}

const getShopInfo = (call: ShopCall): ShopeeAnswer => {
  const shop = call.store.requireShop(call.shopId);
  const now = Math.floor(Date.now() / 1000);
  return {
    fields: {
      shop_name: shop.name,
      region: 'TH',
      status: 'NORMAL',
      is_cb: false,
      is_sip: false,
      auth_time: now,
      expire_time: now + 365 * 86_400,
    },
  };
};

const getOrderList = (call: ShopCall): ShopeeAnswer => {
  const { query } = call;
  const field = query.get('time_range_field');
  if (field !== 'create_time' && field !== 'update_time') {
    throw param('Wrong parameters, detail: time_range_field should be create_time or update_time.');
  }
  const from = intParam(query, 'time_from')!;
  const to = intParam(query, 'time_to')!;
  if (from > to || to - from > MAX_WINDOW_SECONDS) {
    throw new ShopeeRefusal(
      400,
      'order.order_list_invalid_time',
      'Start time must be earlier than end time and diff in 15 days.',
    );
  }
  const pageSize = intParam(query, 'page_size')!;
  if (pageSize < 1 || pageSize > 100) {
    throw param('Wrong parameters, detail: page_size should be in [1,100].');
  }
  const cursor = query.get('cursor') ?? '';
  const offset = cursor === '' ? 0 : Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(offset) || offset < 0) throw param('Wrong parameters, detail: cursor.');
  const status = query.get('order_status');
  const time = (order: { createTime: number; updateTime: number }) =>
    field === 'create_time' ? order.createTime : order.updateTime;
  const matching = call.store
    .shopOrders(call.shopId)
    .filter((order) => time(order) >= from && time(order) <= to)
    .filter((order) => !status || order.status === status)
    .sort((a, b) => time(a) - time(b) || a.orderSn.localeCompare(b.orderSn));
  const page = matching.slice(offset, offset + pageSize);
  const more = offset + pageSize < matching.length;
  const withStatus = (query.get('response_optional_fields') ?? '').includes('order_status');
  return {
    response: {
      more,
      // Opaque to the caller, as Shopee's is.
      next_cursor: more ? Buffer.from(String(offset + pageSize)).toString('base64url') : '',
      order_list: page.map((order) => ({
        order_sn: order.orderSn,
        ...(withStatus ? { order_status: order.status } : {}),
        booking_sn: '',
      })),
    },
  };
};

const getOrderDetail = (call: ShopCall): ShopeeAnswer => {
  const list = (call.query.get('order_sn_list') ?? '')
    .split(',')
    .map((sn) => sn.trim())
    .filter((sn) => sn !== '');
  if (list.length < 1 || list.length > 50) {
    throw param('Wrong parameters, detail: order_sn_list limit [1,50].');
  }
  const optional = new Set(
    (call.query.get('response_optional_fields') ?? '').split(',').map((f) => f.trim()),
  );
  const orders = list
    .map((sn) => call.store.findOrder(call.shopId, sn))
    .filter((order) => order !== undefined)
    .map((order) => call.store.orderJson(order, optional));
  return { response: { order_list: orders } };
};

const getItemList = (call: ShopCall): ShopeeAnswer => {
  const offset = intParam(call.query, 'offset', false) ?? 0;
  const pageSize = intParam(call.query, 'page_size')!;
  if (pageSize < 1 || pageSize > 100) {
    throw param('Wrong parameters, detail: page_size should be in [1,100].');
  }
  const statuses = call.query.getAll('item_status');
  if (statuses.length === 0) throw param('Wrong parameters, detail: item_status is required.');
  const items = call.store.shopItems(call.shopId).filter((item) => statuses.includes(item.status));
  const page = items.slice(offset, offset + pageSize);
  const more = offset + pageSize < items.length;
  return {
    response: {
      item: page.map((item) => ({
        item_id: Number(item.itemId),
        item_status: item.status,
        update_time: item.updateTime,
      })),
      total_count: items.length,
      has_next_page: more,
      next_offset: more ? offset + pageSize : 0,
    },
  };
};

const getItemBaseInfo = (call: ShopCall): ShopeeAnswer => {
  const ids = (call.query.get('item_id_list') ?? '').split(',').filter((id) => id !== '');
  if (ids.length < 1 || ids.length > 50) {
    throw param('Wrong parameters, detail: item_id_list limit [1,50].');
  }
  const items = ids
    .map((id) => call.store.findItem(call.shopId, id))
    .filter((item) => item !== undefined)
    .map((item) => call.store.itemJson(item));
  return { response: { item_list: items } };
};

const getModelList = (call: ShopCall): ShopeeAnswer => {
  const itemId = String(intParam(call.query, 'item_id'));
  const item = call.store.findItem(call.shopId, itemId);
  if (!item) throw new ShopeeRefusal(400, 'error_item_not_found', 'Item not found.');
  return { response: call.store.modelListJson(item) };
};

const updateStock = (call: ShopCall): ShopeeAnswer => {
  const itemId = String(call.body.item_id ?? '');
  const item = call.store.findItem(call.shopId, itemId);
  if (!item) throw new ShopeeRefusal(400, 'error_item_not_found', 'Item not found.');
  const list = call.body.stock_list;
  if (!Array.isArray(list) || list.length < 1 || list.length > 50) {
    throw param('Wrong parameters, detail: stock_list length should be between 1 to 50.');
  }
  const success: Array<Record<string, unknown>> = [];
  const failure: Array<Record<string, unknown>> = [];
  for (const raw of list as Array<Record<string, unknown>>) {
    const modelId = Number(raw.model_id);
    const sku = item.skus.find((s) => Number(s.skuId) === modelId);
    const sellerStock = Array.isArray(raw.seller_stock)
      ? (raw.seller_stock as Array<Record<string, unknown>>)
      : [];
    if (!sku) {
      failure.push({ model_id: modelId, failed_reason: 'Model not found.' });
      continue;
    }
    if (sellerStock.length === 0 || sellerStock.some((s) => !Number.isInteger(s.stock))) {
      failure.push({ model_id: modelId, failed_reason: 'seller_stock is required.' });
      continue;
    }
    if (sku.warehouseId && sellerStock.some((s) => s.location_id !== sku.warehouseId)) {
      failure.push({ model_id: modelId, failed_reason: 'Lack of location_id.' });
      continue;
    }
    const quantity = sellerStock.reduce((sum, s) => sum + Number(s.stock), 0);
    sku.stock = quantity;
    call.recordPush(item.itemId, sku.skuId, quantity);
    success.push({ model_id: modelId, location_id: sku.warehouseId ?? '', stock: quantity });
  }
  return { response: { success_list: success, failure_list: failure } };
};

function pickupSlots(): Array<Record<string, unknown>> {
  const tomorrow = new Date();
  tomorrow.setUTCHours(2, 0, 0, 0);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const first = Math.floor(tomorrow.getTime() / 1000);
  return [0, 1].map((day) => ({
    date: first + day * 86_400,
    time_text: day === 0 ? 'Tomorrow 09:00-12:00' : 'Day after 09:00-12:00',
    pickup_time_id: String(first + day * 86_400),
  }));
}

const getShippingParameter = (call: ShopCall): ShopeeAnswer => {
  const order = call.store.findOrder(call.shopId, call.query.get('order_sn') ?? '');
  if (!order) throw new ShopeeRefusal(400, 'logistics.order_not_found', 'Order not found.');
  return {
    response: {
      info_needed: { pickup: ['address_id', 'pickup_time_id'], dropoff: [] },
      pickup: {
        address_list: [
          {
            address_id: PICKUP_ADDRESS_ID,
            region: 'TH',
            state: 'กรุงเทพมหานคร',
            city: 'ปทุมวัน',
            district: 'ลุมพินี',
            town: '',
            address: '99 ถนนวิทยุ',
            zipcode: '10330',
            address_flag: ['default_address', 'pickup_address'],
            time_slot_list: pickupSlots(),
          },
        ],
      },
      dropoff: { branch_list: [], slug_list: [] },
    },
  };
};

const shipOrder = (call: ShopCall): ShopeeAnswer => {
  const order = call.store.findOrder(call.shopId, String(call.body.order_sn ?? ''));
  if (!order) throw new ShopeeRefusal(400, 'logistics.order_not_found', 'Order not found.');
  if (call.body.package_number && call.body.package_number !== order.packageNumber) {
    throw new ShopeeRefusal(400, 'logistics.package_not_found', 'Package not found.');
  }
  if (order.status !== 'READY_TO_SHIP' && order.status !== 'RETRY_SHIP') {
    throw new ShopeeRefusal(
      400,
      'logistics.ship_order_status_error',
      `Order status ${order.status} can not be shipped.`,
    );
  }
  const modes = ['pickup', 'dropoff', 'non_integrated'].filter((mode) => call.body[mode]);
  if (modes.length !== 1) {
    throw param('Wrong parameters, detail: one of pickup, dropoff or non_integrated is needed.');
  }
  if (modes[0] === 'pickup') {
    const pickup = call.body.pickup as Record<string, unknown>;
    const slotIds = pickupSlots().map((slot) => slot.pickup_time_id);
    if (pickup.address_id !== PICKUP_ADDRESS_ID || !slotIds.includes(pickup.pickup_time_id)) {
      throw param('Wrong parameters, detail: address_id or pickup_time_id is invalid.');
    }
  }
  call.store.ship(order);
  return { response: {} };
};

const getTrackingNumber = (call: ShopCall): ShopeeAnswer => {
  const order = call.store.findOrder(call.shopId, call.query.get('order_sn') ?? '');
  if (!order) throw new ShopeeRefusal(400, 'logistics.order_not_found', 'Order not found.');
  return {
    response: {
      tracking_number: order.trackingNumber ?? '',
      plp_number: '',
      first_mile_tracking_number: '',
      last_mile_tracking_number: '',
      hint: order.trackingNumber ? '' : 'Tracking number is not ready yet.',
    },
  };
};

const getMassTrackingNumber = (call: ShopCall): ShopeeAnswer => {
  const list = call.body.package_list;
  if (!Array.isArray(list) || list.length < 1 || list.length > 50) {
    throw param('Wrong parameters, detail: package_list limit [1, 50].');
  }
  const orders = call.store.shopOrders(call.shopId);
  const success: Array<Record<string, unknown>> = [];
  const fail: Array<Record<string, unknown>> = [];
  for (const raw of list as Array<Record<string, unknown>>) {
    const number = String(raw.package_number ?? '');
    const order = orders.find((o) => o.packageNumber === number);
    if (order?.trackingNumber) {
      success.push({ package_number: number, tracking_number: order.trackingNumber, hint: '' });
    } else {
      fail.push({ package_number: number, fail_reason: 'Tracking number is not ready yet.' });
    }
  }
  return { response: { success_list: success, fail_list: fail } };
};

const getShippingDocumentParameter = (call: ShopCall): ShopeeAnswer => ({
  response: {
    result_list: orderList(call.body).map((entry) => {
      const { order, fail } = arrangedOrder(call, entry);
      return order
        ? {
            order_sn: order.orderSn,
            package_number: order.packageNumber,
            suggest_shipping_document_type: 'THERMAL_AIR_WAYBILL',
            selectable_shipping_document_type: DOCUMENT_TYPES,
          }
        : { order_sn: entry.order_sn, fail_error: fail![0], fail_message: fail![1] };
    }),
  },
});

const createShippingDocument = (call: ShopCall): ShopeeAnswer => ({
  response: {
    result_list: orderList(call.body).map((entry) => {
      const { order, fail } = arrangedOrder(call, entry);
      const type = String(entry.shipping_document_type ?? '');
      if (!order) return { order_sn: entry.order_sn, fail_error: fail![0], fail_message: fail![1] };
      if (entry.tracking_number !== order.trackingNumber) {
        return {
          order_sn: order.orderSn,
          fail_error: 'logistics.tracking_number_invalid',
          fail_message: 'The tracking number does not belong to the order.',
        };
      }
      if (!DOCUMENT_TYPES.includes(type)) {
        return {
          order_sn: order.orderSn,
          fail_error: 'logistics.shipping_document_type_invalid',
          fail_message: `Shipping document type ${type} is not selectable.`,
        };
      }
      order.document = { type, polls: 0 };
      return { order_sn: order.orderSn, package_number: order.packageNumber };
    }),
  },
});

const getShippingDocumentResult = (call: ShopCall): ShopeeAnswer => ({
  response: {
    result_list: orderList(call.body).map((entry) => {
      const order = call.store.findOrder(call.shopId, String(entry.order_sn ?? ''));
      if (!order?.document) {
        return {
          order_sn: entry.order_sn,
          fail_error: 'logistics.shipping_document_should_create_first',
          fail_message: 'Please create the shipping document first.',
        };
      }
      // The label takes a moment to make, as at Shopee: the first look says PROCESSING.
      order.document.polls += 1;
      return {
        order_sn: order.orderSn,
        package_number: order.packageNumber,
        status: order.document.polls > 1 ? 'READY' : 'PROCESSING',
      };
    }),
  },
});

const downloadShippingDocument = (call: ShopCall): ShopeeAnswer => {
  const lines: string[] = [];
  for (const entry of orderList(call.body)) {
    const order = call.store.findOrder(call.shopId, String(entry.order_sn ?? ''));
    if (!order?.document || order.document.polls < 2) {
      throw new ShopeeRefusal(
        400,
        'logistics.shipping_document_should_print_first',
        'The shipping document is not ready.',
      );
    }
    lines.push(
      `${CARRIER} - ${String(call.body.shipping_document_type ?? '')}`,
      `Tracking: ${order.trackingNumber ?? ''}`,
      `Order: ${order.orderSn}  Package: ${order.packageNumber}`,
      `To: ${order.buyer.zipcode}`,
      '',
    );
  }
  return { pdf: shopeeLabelPdf(lines) };
};

export const SHOPEE_SHOP_APIS: Record<
  string,
  { method: 'GET' | 'POST'; run: (call: ShopCall) => ShopeeAnswer }
> = {
  '/api/v2/shop/get_shop_info': { method: 'GET', run: getShopInfo },
  '/api/v2/order/get_order_list': { method: 'GET', run: getOrderList },
  '/api/v2/order/get_order_detail': { method: 'GET', run: getOrderDetail },
  '/api/v2/returns/get_return_list': { method: 'GET', run: (call) => getReturnList(call) },
  '/api/v2/product/get_item_list': { method: 'GET', run: getItemList },
  '/api/v2/product/get_item_base_info': { method: 'GET', run: getItemBaseInfo },
  '/api/v2/product/get_model_list': { method: 'GET', run: getModelList },
  '/api/v2/product/update_stock': { method: 'POST', run: updateStock },
  '/api/v2/logistics/get_shipping_parameter': { method: 'GET', run: getShippingParameter },
  '/api/v2/logistics/ship_order': { method: 'POST', run: shipOrder },
  '/api/v2/logistics/get_tracking_number': { method: 'GET', run: getTrackingNumber },
  '/api/v2/logistics/get_mass_tracking_number': { method: 'POST', run: getMassTrackingNumber },
  '/api/v2/logistics/get_shipping_document_parameter': {
    method: 'POST',
    run: getShippingDocumentParameter,
  },
  '/api/v2/logistics/create_shipping_document': { method: 'POST', run: createShippingDocument },
  '/api/v2/logistics/get_shipping_document_result': {
    method: 'POST',
    run: getShippingDocumentResult,
  },
  '/api/v2/logistics/download_shipping_document': {
    method: 'POST',
    run: downloadShippingDocument,
  },
};
