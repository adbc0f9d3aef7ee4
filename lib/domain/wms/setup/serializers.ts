import type {
  PartnerDto,
  StorageDto,
  WmsProductDetailDto,
  WmsProductDto,
} from '@/lib/domain/wms/setup/schemas';

// Typed selects and their serializers: a query reads exactly what the answer holds.
// Decimals leave as strings with two places, never as binary floats.

interface DecimalLike {
  toFixed(places: number): string;
}
export const decimalText = (d: DecimalLike | null | undefined): string | null =>
  d == null ? null : d.toFixed(2);

export const storageSelect = {
  id: true,
  name: true,
  description: true,
  x: true,
  y: true,
  width: true,
  height: true,
  depth: true,
  weight: true,
  kind: true,
  packingLine: true,
  active: true,
  createdAt: true,
  updatedAt: true,
} as const;

interface StorageRecord {
  id: number;
  name: string;
  description: string | null;
  x: DecimalLike | null;
  y: DecimalLike | null;
  width: DecimalLike | null;
  height: DecimalLike | null;
  depth: DecimalLike | null;
  weight: number | null;
  kind: number;
  packingLine: string | null;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function toStorage(s: StorageRecord): StorageDto {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    x: decimalText(s.x),
    y: decimalText(s.y),
    width: decimalText(s.width),
    height: decimalText(s.height),
    depth: decimalText(s.depth),
    weight: s.weight,
    kind: s.kind,
    packing_line: s.packingLine,
    active: s.active,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

/** What the audit log keeps: the editable fields. */
export function storageSnapshot(s: StorageRecord) {
  const { created_at: _c, updated_at: _u, ...rest } = toStorage(s);
  return rest;
}

export const partnerSelect = {
  id: true,
  companyName: true,
  address: true,
  contactName: true,
  contactTel: true,
  taxId: true,
  tel: true,
  email: true,
  createdAt: true,
  updatedAt: true,
} as const;

interface PartnerRecord {
  id: number;
  companyName: string;
  address: string | null;
  contactName: string | null;
  contactTel: string | null;
  taxId: string | null;
  tel: string | null;
  email: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function toPartner(p: PartnerRecord): PartnerDto {
  return {
    id: p.id,
    company_name: p.companyName,
    address: p.address,
    contact_name: p.contactName,
    contact_tel: p.contactTel,
    tax_id: p.taxId,
    tel: p.tel,
    email: p.email,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export function partnerSnapshot(p: PartnerRecord) {
  const { created_at: _c, updated_at: _u, ...rest } = toPartner(p);
  return rest;
}

export const wmsProductSelect = {
  id: true,
  name: true,
  sku: true,
  barcode: true,
  unitName: true,
  width: true,
  height: true,
  depth: true,
  weight: true,
  partnerId: true,
  partner: { select: { companyName: true } },
  threshold: true,
  avgCost: true,
  archivedAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

interface WmsProductRecord {
  id: number;
  name: string;
  sku: string;
  barcode: string;
  unitName: string | null;
  width: DecimalLike | null;
  height: DecimalLike | null;
  depth: DecimalLike | null;
  weight: number | null;
  partnerId: number | null;
  partner: { companyName: string } | null;
  threshold: number;
  avgCost: DecimalLike;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export function toWmsProduct(p: WmsProductRecord): WmsProductDto {
  return {
    id: p.id,
    name: p.name,
    sku: p.sku,
    barcode: p.barcode,
    unit_name: p.unitName,
    width: decimalText(p.width),
    height: decimalText(p.height),
    depth: decimalText(p.depth),
    weight: p.weight,
    partner_id: p.partnerId,
    partner_name: p.partner?.companyName ?? null,
    threshold: p.threshold,
    avg_cost: p.avgCost.toFixed(2),
    archived_at: p.archivedAt?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export const toWmsProductDetail = (p: WmsProductRecord, balance: number): WmsProductDetailDto => ({
  ...toWmsProduct(p),
  balance,
});

export function wmsProductSnapshot(p: WmsProductRecord) {
  const {
    created_at: _c,
    updated_at: _u,
    partner_name: _p,
    avg_cost: _a,
    ...rest
  } = toWmsProduct(p);
  return rest;
}
