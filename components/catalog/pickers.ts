'use client';
import { api } from '@/components/lib/api';
import type { ListEnvelope } from '@/components/data-table';
import type { PickerOption } from '@/components/catalog/search-picker';
import type { ProductLookupRow, WmsProductRef } from '@/lib/domain/catalog/schemas';

// The searches behind the catalogue's pickers, through the API.

/** Warehouse products (GET /api/v1/wms/product?q=): name words, SKU or barcode start; best first. */
export async function searchWmsProducts(q: string, signal: AbortSignal): Promise<PickerOption[]> {
  const res = await api<ListEnvelope<WmsProductRef>>('/api/v1/wms/product', {
    query: { q, limit: 20 },
    signal,
  });
  return res.data.map(wmsOption);
}

export const wmsOption = (w: WmsProductRef): PickerOption => ({
  id: w.id,
  label: w.name,
  detail: `${w.sku} · ${w.barcode}`,
  codes: [w.sku, w.barcode],
});

/** Our products on sale (GET /api/v1/productssku?q=): exact SKU or barcode first. */
export async function searchProducts(q: string, signal: AbortSignal): Promise<PickerOption[]> {
  if (!q) return [];
  const res = await api<ListEnvelope<ProductLookupRow>>('/api/v1/productssku', {
    query: { q },
    signal,
  });
  return res.data.map((p) => ({
    id: p.id,
    label: `${p.pn} · ${p.name}`,
    detail: p.barcode ?? '',
    codes: [p.pn, p.barcode],
  }));
}
