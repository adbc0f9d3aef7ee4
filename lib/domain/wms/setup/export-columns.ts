import type { ExportColumn } from '@/lib/export';
import { messageText } from '@/lib/export/text';
import type { StorageDto, WmsProductDto } from '@/lib/domain/wms/setup/schemas';

// The columns of the storage and warehouse product exports, headed in the actor's
// language. Sizes and money stay decimal strings ("12.50"), as the API answers them.

export function storageExportColumns(locale: string): ExportColumn<StorageDto>[] {
  const t = (key: string) => messageText(locale, key);
  return [
    { header: t('export.columns.id'), value: (s) => s.id, width: 8 },
    { header: t('storages.fields.name'), value: (s) => s.name, width: 28 },
    { header: t('storages.fields.kind'), value: (s) => t(`storages.kinds.${s.kind}`), width: 18 },
    { header: t('storages.fields.description'), value: (s) => s.description, width: 32 },
    { header: t('storages.fields.width'), value: (s) => s.width },
    { header: t('storages.fields.height'), value: (s) => s.height },
    { header: t('storages.fields.depth'), value: (s) => s.depth },
    { header: t('storages.fields.weight'), value: (s) => s.weight },
    { header: t('storages.fields.x'), value: (s) => s.x },
    { header: t('storages.fields.y'), value: (s) => s.y },
    {
      header: t('storages.fields.status'),
      value: (s) => t(s.active ? 'storages.status.active' : 'storages.status.archived'),
    },
    { header: t('export.columns.createdAt'), value: (s) => new Date(s.created_at), width: 20 },
  ];
}

export function wmsProductExportColumns(locale: string): ExportColumn<WmsProductDto>[] {
  const t = (key: string) => messageText(locale, key);
  return [
    { header: t('export.columns.id'), value: (p) => p.id, width: 8 },
    { header: t('wmsProducts.fields.name'), value: (p) => p.name, width: 36 },
    { header: t('wmsProducts.fields.sku'), value: (p) => p.sku, width: 18 },
    // Text, so a spreadsheet keeps every digit and the leading zeros.
    { header: t('wmsProducts.fields.barcode'), value: (p) => p.barcode, width: 18 },
    { header: t('wmsProducts.fields.unitName'), value: (p) => p.unit_name },
    { header: t('wmsProducts.fields.partner'), value: (p) => p.partner_name, width: 28 },
    { header: t('wmsProducts.fields.threshold'), value: (p) => p.threshold },
    { header: t('wmsProducts.fields.avgCost'), value: (p) => p.avg_cost },
    { header: t('wmsProducts.fields.width'), value: (p) => p.width },
    { header: t('wmsProducts.fields.height'), value: (p) => p.height },
    { header: t('wmsProducts.fields.depth'), value: (p) => p.depth },
    { header: t('wmsProducts.fields.weight'), value: (p) => p.weight },
    {
      header: t('wmsProducts.fields.status'),
      value: (p) => t(p.archived_at ? 'wmsProducts.status.archived' : 'wmsProducts.status.active'),
    },
    { header: t('export.columns.createdAt'), value: (p) => new Date(p.created_at), width: 20 },
  ];
}
