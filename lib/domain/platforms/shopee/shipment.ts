import type {
  ConnectorShop,
  Shipment,
  ShipmentRequest,
  ShippingDocument,
} from '@/lib/domain/platforms/connector';
import {
  PlatformRequestError,
  PlatformUnavailableError,
} from '@/lib/domain/platforms/platform-errors';
import {
  downloadUrl,
  shopeeCall,
  shopeeFile,
  type ShopeeConnectorConfig,
  type ShopeeEnvelope,
} from '@/lib/domain/platforms/shopee/api-client';

// Arranging a shipment and printing Shopee's own label. Shopee first says what the order
// needs (get_shipping_parameter: pickup with an address and a time slot, drop-off at a
// branch, or a carrier outside Shopee), then ship_order; the tracking number may come
// later (get_tracking_number, or the tracking-number push). The label is made, waited
// for and then downloaded as a file.

interface ShippingParameterEnvelope extends ShopeeEnvelope {
  response?: {
    info_needed?: { pickup?: string[]; dropoff?: string[]; non_integrated?: string[] };
    pickup?: {
      address_list?: Array<{
        address_id: number;
        address_flag?: string[];
        time_slot_list?: Array<{ pickup_time_id?: string; date?: number }>;
      }>;
    };
    dropoff?: {
      branch_list?: Array<{ branch_id: number }>;
      slug_list?: Array<{ slug?: string }>;
    };
  };
}

interface TrackingEnvelope extends ShopeeEnvelope {
  response?: { tracking_number?: string };
}

interface DocumentResultEnvelope extends ShopeeEnvelope {
  response?: {
    result_list?: Array<{
      order_sn?: string;
      status?: string;
      suggest_shipping_document_type?: string;
      fail_error?: string;
      fail_message?: string;
    }>;
  };
}

type ShipBody = Record<string, unknown>;

/** The ship_order body for the handover the seller chose, from what Shopee said it needs. */
export function shipOrderBody(
  request: ShipmentRequest,
  parameters: NonNullable<ShippingParameterEnvelope['response']>,
): ShipBody {
  const body: ShipBody = { order_sn: request.platformOrderId };
  if (request.packageId) body.package_number = request.packageId;
  const needed = parameters.info_needed ?? {};
  if (request.handover === 'pickup' && needed.pickup) {
    const addresses = parameters.pickup?.address_list ?? [];
    // The seller's pickup address first, else the default one, else any with a slot.
    const address =
      addresses.find((a) => a.address_flag?.includes('pickup_address')) ??
      addresses.find((a) => a.address_flag?.includes('default_address')) ??
      addresses.find((a) => a.time_slot_list?.length);
    const slot = address?.time_slot_list?.find((s) => s.pickup_time_id);
    if (!address || !slot) {
      throw new PlatformRequestError(
        `Shopee offers no pickup slot for order ${request.platformOrderId}`,
        'no_pickup_slot',
      );
    }
    body.pickup = { address_id: address.address_id, pickup_time_id: slot.pickup_time_id };
    return body;
  }
  if (request.handover === 'dropoff' && needed.dropoff) {
    const dropoff: Record<string, unknown> = {};
    const branch = parameters.dropoff?.branch_list?.[0];
    const slug = parameters.dropoff?.slug_list?.[0]?.slug;
    if (needed.dropoff.includes('branch_id') && branch) dropoff.branch_id = branch.branch_id;
    if (needed.dropoff.includes('slug') && slug) dropoff.slug = slug;
    body.dropoff = dropoff;
    return body;
  }
  if (needed.non_integrated) {
    // A carrier outside Shopee: the tracking number is optional and given later.
    body.non_integrated = {};
    return body;
  }
  throw new PlatformRequestError(
    `Shopee does not offer ${request.handover} for order ${request.platformOrderId}`,
    'handover_unavailable',
  );
}

async function trackingNumber(
  config: ShopeeConnectorConfig,
  shop: ConnectorShop,
  orderSn: string,
  packageNumber: string | null,
): Promise<string | null> {
  const envelope = await shopeeCall<TrackingEnvelope>(config, {
    method: 'GET',
    path: '/api/v2/logistics/get_tracking_number',
    shop,
    query: { order_sn: orderSn, package_number: packageNumber ?? undefined },
  });
  return envelope.response?.tracking_number || null;
}

export async function shipShopeeOrder(
  config: ShopeeConnectorConfig,
  shop: ConnectorShop,
  request: ShipmentRequest,
): Promise<Shipment> {
  const parameters = await shopeeCall<ShippingParameterEnvelope>(config, {
    method: 'GET',
    path: '/api/v2/logistics/get_shipping_parameter',
    shop,
    query: { order_sn: request.platformOrderId, package_number: request.packageId ?? undefined },
  });
  await shopeeCall(config, {
    method: 'POST',
    path: '/api/v2/logistics/ship_order',
    shop,
    body: shipOrderBody(request, parameters.response ?? {}),
  });
  return {
    trackingNumber: await trackingNumber(config, shop, request.platformOrderId, request.packageId),
    packageId: request.packageId,
  };
}

const DOCUMENT_POLLS = 5;
const DOCUMENT_POLL_MS = 500;
const FALLBACK_DOCUMENT = 'THERMAL_AIR_WAYBILL';

export async function shopeeShippingDocument(
  config: ShopeeConnectorConfig,
  shop: ConnectorShop,
  order: { platformOrderId: string; packageId: string | null; trackingNumber: string | null },
): Promise<ShippingDocument> {
  const target: Record<string, string> = { order_sn: order.platformOrderId };
  if (order.packageId) target.package_number = order.packageId;

  const parameter = await shopeeCall<DocumentResultEnvelope>(config, {
    method: 'POST',
    path: '/api/v2/logistics/get_shipping_document_parameter',
    shop,
    body: { order_list: [target] },
  });
  const suggested = parameter.response?.result_list?.[0];
  failIfRefused(suggested, order.platformOrderId);
  const documentType = suggested?.suggest_shipping_document_type || FALLBACK_DOCUMENT;

  const tracking =
    order.trackingNumber ??
    (await trackingNumber(config, shop, order.platformOrderId, order.packageId));
  if (!tracking) {
    // Shopee has not given the parcel its number yet: the label cannot exist before it.
    throw new PlatformUnavailableError(
      `Shopee has no tracking number yet for order ${order.platformOrderId}`,
    );
  }
  const created = await shopeeCall<DocumentResultEnvelope>(config, {
    method: 'POST',
    path: '/api/v2/logistics/create_shipping_document',
    shop,
    body: {
      order_list: [{ ...target, tracking_number: tracking, shipping_document_type: documentType }],
    },
  });
  failIfRefused(created.response?.result_list?.[0], order.platformOrderId);

  for (let poll = 1; ; poll++) {
    const result = await shopeeCall<DocumentResultEnvelope>(config, {
      method: 'POST',
      path: '/api/v2/logistics/get_shipping_document_result',
      shop,
      body: { order_list: [{ ...target, shipping_document_type: documentType }] },
    });
    const one = result.response?.result_list?.[0];
    failIfRefused(one, order.platformOrderId);
    if (one?.status === 'READY') break;
    if (one?.status === 'FAILED') {
      throw new PlatformRequestError(
        `Shopee could not make the label of order ${order.platformOrderId}`,
        'document_failed',
      );
    }
    if (poll >= DOCUMENT_POLLS) {
      throw new PlatformUnavailableError(
        `Shopee is still making the label of order ${order.platformOrderId}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, DOCUMENT_POLL_MS));
  }

  const file = await shopeeFile(config, {
    method: 'POST',
    path: '/api/v2/logistics/download_shipping_document',
    shop,
    body: { shipping_document_type: documentType, order_list: [target] },
  });
  return labelFile(file);
}

/** The label, or the file a link in the answer points at. */
async function labelFile(file: { contentType: string; body: Buffer }): Promise<ShippingDocument> {
  const head = file.body.subarray(0, 8).toString('latin1');
  if (head.startsWith('http://') || head.startsWith('https:/')) {
    return downloadUrl(file.body.toString('utf8').trim());
  }
  return file;
}

function failIfRefused(
  result: { fail_error?: string; fail_message?: string } | undefined,
  orderSn: string,
): void {
  if (result?.fail_error) {
    throw new PlatformRequestError(
      `Shopee refused the label of order ${orderSn}: ${result.fail_message || result.fail_error}`,
      result.fail_error,
    );
  }
}
