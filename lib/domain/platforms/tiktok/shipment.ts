import type {
  ConnectorShop,
  Shipment,
  ShipmentRequest,
  ShippingDocument,
} from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { platformFetch, throwOnTransportStatus } from '@/lib/domain/platforms/platform-http';
import { tiktokApiCall, type TiktokCredentials } from '@/lib/domain/platforms/tiktok/api-client';

// Shipping a TikTok Shop order (TikTok's fulfillment APIs) is done on its package: Ship Package
// with the handover (the carrier picks it up, or the seller drops it off), then the package's
// detail for the tracking number TikTok Shipping assigns. The label is a link to a file (doc_url),
// valid only after the package is shipped; we download it and hand the bytes on.

interface PackageData {
  tracking_number?: string;
  package_status?: string;
}

interface ShippingDocumentData {
  doc_url?: string;
  tracking_number?: string;
}

export type PackageOf = (orderId: string) => Promise<string | null>;

async function packageIdFor(
  order: { platformOrderId: string; packageId: string | null },
  packageOf: PackageOf,
): Promise<string> {
  const packageId = order.packageId ?? (await packageOf(order.platformOrderId));
  if (!packageId) {
    throw new PlatformRequestError(
      `TikTok Shop: order ${order.platformOrderId} has no package yet`,
      'no_package',
    );
  }
  return packageId;
}

function packagePath(packageId: string, rest = ''): string {
  return `/fulfillment/202309/packages/${encodeURIComponent(packageId)}${rest}`;
}

export async function tiktokShip(
  credentials: TiktokCredentials,
  shop: ConnectorShop,
  request: ShipmentRequest,
  packageOf: PackageOf,
): Promise<Shipment> {
  const packageId = await packageIdFor(request, packageOf);
  const base = { accessToken: shop.accessToken, shopCipher: shop.cipher };
  await tiktokApiCall(credentials, {
    ...base,
    method: 'POST',
    path: packagePath(packageId, '/ship'),
    body: { handover_method: request.handover === 'pickup' ? 'PICKUP' : 'DROP_OFF' },
  });
  const detail = await tiktokApiCall<PackageData>(credentials, {
    ...base,
    method: 'GET',
    path: packagePath(packageId),
  });
  return { trackingNumber: detail.tracking_number?.trim() || null, packageId };
}

export async function tiktokShippingDocument(
  credentials: TiktokCredentials,
  shop: ConnectorShop,
  order: { platformOrderId: string; packageId: string | null },
  packageOf: PackageOf,
): Promise<ShippingDocument> {
  const packageId = await packageIdFor(order, packageOf);
  const data = await tiktokApiCall<ShippingDocumentData>(credentials, {
    method: 'GET',
    path: packagePath(packageId, '/shipping_documents'),
    query: { document_type: 'SHIPPING_LABEL', document_size: 'A6' },
    accessToken: shop.accessToken,
    shopCipher: shop.cipher,
  });
  if (!data.doc_url) {
    throw new PlatformRequestError('TikTok Shop: shipping document without doc_url', 'no_doc_url');
  }
  const response = await platformFetch(data.doc_url);
  throwOnTransportStatus(response);
  if (!response.ok) {
    throw new PlatformRequestError(
      `TikTok Shop: shipping document download answered HTTP ${response.status}`,
      `http_${response.status}`,
    );
  }
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type')?.split(';')[0]?.trim();
  return { contentType: contentType || 'application/pdf', body };
}
