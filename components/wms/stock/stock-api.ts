'use client';
import { api } from '@/components/lib/api';
import type { ListEnvelope } from '@/components/data-table';
import type { WmsProductDto } from '@/lib/domain/wms/setup/schemas';
import {
  STOCK_ENDPOINT,
  type StockBill,
  type StockBody,
  type StockMode,
} from '@/components/wms/stock/stock-bill';
import { stockRequestKey } from '@/components/wms/stock/stock-draft';
import {
  asciiFilename,
  boundaryFor,
  multipartBody,
  postStock,
} from '@/components/wms/stock/stock-request';

// The calls of the stock forms, through the API (the server checks everything again).

/**
 * Warehouse products by name words or the start of the SKU or barcode, best match first
 * (GET /api/v1/wms/product).
 */
export async function searchWmsProducts(
  q: string,
  signal?: AbortSignal,
  limit = 20,
): Promise<WmsProductDto[]> {
  if (!q.trim()) return [];
  const res = await api<ListEnvelope<WmsProductDto>>('/api/v1/wms/product', {
    query: { q: q.trim(), limit },
    signal,
  });
  return res.data;
}

/** The warehouse product a scanned code names: its barcode or SKU equals the code; else null. */
export async function wmsProductByCode(code: string): Promise<WmsProductDto | null> {
  const wanted = code.trim();
  const rows = await searchWmsProducts(wanted, undefined, 5);
  return (
    rows.find((r) => r.barcode === wanted) ??
    rows.find((r) => r.sku.toLowerCase() === wanted.toLowerCase()) ??
    null
  );
}

interface BalanceRow {
  product_id: number;
  storage_id: number;
  balance: number;
}

/** Units of a product in a storage now (0 when it never held any). */
export async function fetchBalance(
  storageId: number,
  productId: number,
  signal?: AbortSignal,
): Promise<number> {
  const res = await api<ListEnvelope<BalanceRow>>('/api/v1/wms/inventory', {
    query: { storage_id: storageId, product_id: productId, limit: 1 },
    signal,
  });
  const row = res.data.find((r) => r.product_id === productId && r.storage_id === storageId);
  return row ? Number(row.balance) : 0;
}

/**
 * Sends a bill: JSON, or multipart with the image as `bill_image` and `items` as JSON
 * text. The same draft, body and image give the same key and the same bytes (a safe retry).
 */
export async function submitBill(
  mode: StockMode,
  body: StockBody,
  image: File | null,
  draftId: string,
): Promise<StockBill> {
  const key = stockRequestKey(mode, draftId, body, image);
  const payload = image
    ? {
        data: multipartBody(
          Object.entries(body)
            .filter(([, v]) => v !== undefined)
            .map(([name, v]) => [name, name === 'items' ? JSON.stringify(v) : String(v)] as const),
          { field: 'bill_image', file: image, filename: asciiFilename(image.name) },
          boundaryFor(key),
        ),
        contentType: `multipart/form-data; boundary=${boundaryFor(key)}`,
      }
    : { data: JSON.stringify(body), contentType: 'application/json' };
  return (await postStock<{ Datum: StockBill }>(STOCK_ENDPOINT[mode], payload, key)).Datum;
}
