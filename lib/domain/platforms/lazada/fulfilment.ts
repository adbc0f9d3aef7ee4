import type { Shipment, ShipmentRequest, ShippingDocument } from '@/lib/domain/platforms/connector';
import {
  PlatformRequestError,
  PlatformUnavailableError,
} from '@/lib/domain/platforms/platform-errors';
import { platformFetch, throwOnTransportStatus } from '@/lib/domain/platforms/platform-http';
import { arrayOf, objectOf, type LazadaEnvelope } from '@/lib/domain/platforms/lazada/api-client';
import { lazadaText } from '@/lib/domain/platforms/lazada/lazada-values';

// Shipping a Lazada order: its pending items are packed (/order/fulfill/pack, which gives
// each item its package and tracking number), then the packages are set ready to ship
// (/order/package/rts), which calls the courier. Whether the courier picks the parcel up or
// the seller drops it off is the shop's setting at Lazada: pack only takes
// delivery_type "dropship", which Lazada says does not decide it, so the hand-over method we
// are asked for changes nothing here. The label (AWB) is /order/package/document/get.

export type LazadaApi = (
  path: string,
  method: 'GET' | 'POST',
  params: Record<string, string>,
) => Promise<LazadaEnvelope>;

type Row = Record<string, unknown>;

const PACKABLE = new Set(['pending', 'repacked']);
const ALREADY_HANDED = new Set(['ready_to_ship_pending', 'ready_to_ship', 'shipped', 'shipping']);

export async function shipLazadaOrder(api: LazadaApi, request: ShipmentRequest): Promise<Shipment> {
  const orderId = request.platformOrderId;
  const items = await orderItems(api, orderId);
  const packable = items.filter((i) => PACKABLE.has(lazadaText(i.status)));
  const packed = new Map<string, string>();
  for (const item of items) {
    if (lazadaText(item.status) === 'packed' && lazadaText(item.package_id)) {
      packed.set(lazadaText(item.package_id), lazadaText(item.tracking_code));
    }
  }
  if (packable.length > 0) {
    for (const [pkg, tracking] of await pack(api, orderId, packable)) packed.set(pkg, tracking);
  }
  // The order ships whole: every packed package of it is set ready to ship.
  const toShip = [...packed.keys()];
  if (toShip.length === 0) {
    // Set ready to ship already (a second click, or done in Seller Center): nothing to do.
    const handed = items.find((i) => ALREADY_HANDED.has(lazadaText(i.status)));
    if (handed) {
      return {
        trackingNumber: lazadaText(handed.tracking_code) || null,
        packageId: lazadaText(handed.package_id) || null,
      };
    }
    const statuses = [...new Set(items.map((i) => lazadaText(i.status)))].join(', ');
    throw new PlatformRequestError(
      `Lazada order ${orderId} cannot be shipped from ${statuses}`,
      'NotShippable',
    );
  }
  await readyToShip(api, toShip);
  const packageId =
    request.packageId && packed.has(request.packageId) ? request.packageId : toShip[0]!;
  return { trackingNumber: packed.get(packageId) || null, packageId };
}

export async function lazadaShippingDocument(
  api: LazadaApi,
  order: { platformOrderId: string; packageId: string | null },
): Promise<ShippingDocument> {
  let packageId = order.packageId;
  if (!packageId) {
    const items = await orderItems(api, order.platformOrderId);
    packageId = items.map((i) => lazadaText(i.package_id)).find(Boolean) ?? null;
  }
  if (!packageId) {
    throw new PlatformRequestError(
      `Lazada order ${order.platformOrderId} has no package yet: ship it first`,
      'NoPackage',
    );
  }
  const envelope = await api('/order/package/document/get', 'POST', {
    getDocumentReq: JSON.stringify({
      doc_type: 'PDF',
      packages: [{ package_id: packageId }],
      print_item_list: false,
    }),
  });
  const data = objectOf(resultOf(envelope, 'the label').data);
  return documentFrom(data);
}

/** The PDF of a document answer: its `file` when that is a PDF, else what `pdf_url` serves. */
export async function documentFrom(data: Row): Promise<ShippingDocument> {
  const file = lazadaText(data.file);
  if (file) {
    const bytes = Buffer.from(file, 'base64');
    if (isPdf(bytes)) return { contentType: 'application/pdf', body: bytes };
  }
  const url = lazadaText(data.pdf_url);
  if (!url) throw new PlatformRequestError('Lazada gave no PDF label', 'NoDocument');
  const response = await platformFetch(url);
  throwOnTransportStatus(response);
  if (!response.ok) {
    throw new PlatformRequestError(`Lazada label download answered HTTP ${response.status}`);
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!isPdf(bytes)) throw new PlatformUnavailableError('Lazada label download is not a PDF');
  return { contentType: 'application/pdf', body: bytes };
}

function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

async function orderItems(api: LazadaApi, orderId: string): Promise<Row[]> {
  const envelope = await api('/order/items/get', 'GET', { order_id: orderId });
  const items = arrayOf(envelope.data);
  if (items.length === 0) {
    throw new PlatformRequestError(`Lazada knows no items of order ${orderId}`, 'OrderNotFound');
  }
  return items;
}

/** Packs the items; package id -> tracking number. */
async function pack(api: LazadaApi, orderId: string, items: Row[]): Promise<Map<string, string>> {
  const envelope = await api('/order/fulfill/pack', 'POST', {
    packReq: JSON.stringify({
      pack_order_list: [
        {
          order_id: idValue(orderId),
          order_item_list: items.map((i) => idValue(lazadaText(i.order_item_id))),
        },
      ],
      delivery_type: 'dropship',
      // TFS: the platform's own couriers of a local (Thai) shop; no provider code then.
      shipping_allocate_type: 'TFS',
    }),
  });
  const data = objectOf(resultOf(envelope, 'packing').data);
  const packages = new Map<string, string>();
  for (const order of arrayOf(data.pack_order_list)) {
    for (const item of arrayOf(order.order_item_list)) {
      if (lazadaText(item.item_err_code) !== '0') {
        throw new PlatformRequestError(
          `Lazada refused to pack item ${lazadaText(item.order_item_id)}: ${lazadaText(item.msg)}`,
          lazadaText(item.item_err_code),
        );
      }
      packages.set(lazadaText(item.package_id), lazadaText(item.tracking_number));
    }
  }
  if (packages.size === 0) throw new PlatformRequestError('Lazada packed no item');
  return packages;
}

async function readyToShip(api: LazadaApi, packageIds: string[]): Promise<void> {
  const envelope = await api('/order/package/rts', 'POST', {
    readyToShipReq: JSON.stringify({ packages: packageIds.map((id) => ({ package_id: id })) }),
  });
  const data = objectOf(resultOf(envelope, 'ready to ship').data);
  for (const pkg of arrayOf(data.packages)) {
    if (lazadaText(pkg.item_err_code) !== '0') {
      throw new PlatformRequestError(
        `Lazada refused ready to ship of ${lazadaText(pkg.package_id)}: ${lazadaText(pkg.msg)}`,
        lazadaText(pkg.item_err_code),
      );
    }
  }
}

/** The fulfilment APIs answer in `result`, with success "true" or an error code. */
function resultOf(envelope: LazadaEnvelope, what: string): Row {
  const result = objectOf(envelope.result);
  if (lazadaText(result.success).toLowerCase() !== 'true') {
    throw new PlatformRequestError(
      `Lazada refused ${what}: ${lazadaText(result.error_msg) || 'no reason given'}`,
      lazadaText(result.error_code) || null,
    );
  }
  return result;
}

/** Lazada's examples send ids as JSON numbers; ours fit a double exactly up to 15 digits. */
function idValue(id: string): string | number {
  return /^\d{1,15}$/.test(id) ? Number(id) : id;
}
