import type { TenantDb } from '@/lib/db';
import { renderLabelPdf, type LabelItem } from '@/lib/domain/wms/setup/label-pdf';
import type { BarcodeLabelQuery, ProductLabelQuery } from '@/lib/domain/wms/setup/schemas';
import { decimalText } from '@/lib/domain/wms/setup/serializers';
import { notFound } from '@/lib/errors';

// The labels of GET /api/v1/util/barcode/label and GET /api/v1/wms/product/{id}/label.
// A code is printed only for a product of the enterprise that carries it: the label's
// name comes from the warehouse product, else from the sellable product with that
// barcode; the price from a sellable product (the one with the barcode, else the first
// one that takes stock from the warehouse product).

export interface LabelPdf {
  pdf: Buffer;
  filename: string;
}

const sellableSelect = {
  where: { archivedAt: null },
  select: { price: true },
  orderBy: { id: 'asc' },
  take: 1,
} as const;

async function itemsForCodes(db: TenantDb, codes: string[]): Promise<LabelItem[]> {
  const [wms, sellable] = await Promise.all([
    db.wmsProduct.findMany({
      where: { barcode: { in: codes } },
      select: { barcode: true, name: true, sku: true, products: sellableSelect },
    }),
    db.product.findMany({
      where: { barcode: { in: codes }, archivedAt: null },
      select: { barcode: true, name: true, pn: true, price: true },
      orderBy: { id: 'asc' },
    }),
  ]);
  const byWms = new Map(wms.map((w) => [w.barcode, w]));
  const bySellable = new Map<string, (typeof sellable)[number]>();
  for (const p of sellable)
    if (p.barcode && !bySellable.has(p.barcode)) bySellable.set(p.barcode, p);
  return codes.map((code) => {
    const w = byWms.get(code);
    const s = bySellable.get(code);
    if (!w && !s) throw notFound('barcode', code);
    return {
      barcode: code,
      name: w?.name ?? s!.name,
      sku: w?.sku ?? s?.pn ?? null,
      price: decimalText(s?.price ?? w?.products[0]?.price),
    };
  });
}

const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

export async function barcodeLabels(db: TenantDb, query: BarcodeLabelQuery): Promise<LabelPdf> {
  const items = await itemsForCodes(db, query.codes);
  const pdf = await renderLabelPdf(items, {
    layout: query.layout,
    copies: query.copies,
    showSku: query.show_sku,
    showPrice: query.show_price,
  });
  return { pdf, filename: `labels-${stamp()}.pdf` };
}

export async function wmsProductLabels(
  db: TenantDb,
  id: number,
  query: ProductLabelQuery,
): Promise<LabelPdf> {
  const product = await db.wmsProduct.findFirst({
    where: { id },
    select: { barcode: true, name: true, sku: true, products: sellableSelect },
  });
  if (!product) throw notFound('warehouse product', id);
  const sellable = await db.product.findFirst({
    where: { barcode: product.barcode, archivedAt: null },
    select: { price: true },
    orderBy: { id: 'asc' },
  });
  const pdf = await renderLabelPdf(
    [
      {
        barcode: product.barcode,
        name: product.name,
        sku: product.sku,
        price: decimalText(sellable?.price ?? product.products[0]?.price),
      },
    ],
    {
      layout: query.layout,
      copies: query.copies,
      showSku: query.show_sku,
      showPrice: query.show_price,
    },
  );
  return { pdf, filename: `label-${product.barcode.replace(/[^\w-]/g, '_')}.pdf` };
}
