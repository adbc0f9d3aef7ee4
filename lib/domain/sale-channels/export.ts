import type { ExportColumn } from '@/lib/export';
import { messageText } from '@/lib/export/text';
import type { SaleChannel } from '@/lib/domain/sale-channels/schemas';

/** The columns of the sale channel export, headed in the actor's language. */
export function saleChannelExportColumns(locale: string): ExportColumn<SaleChannel>[] {
  const t = (key: string) => messageText(locale, key);
  return [
    { header: t('export.columns.id'), value: (c) => c.id, width: 8 },
    { header: t('saleChannels.fields.name'), value: (c) => c.name, width: 30 },
    { header: t('saleChannels.fields.type'), value: (c) => t(`saleChannels.types.${c.type}`) },
    {
      header: t('saleChannels.fields.status'),
      value: (c) => t(c.active ? 'saleChannels.status.active' : 'saleChannels.status.inactive'),
    },
    { header: t('saleChannels.fields.userCount'), value: (c) => c.user_count },
    { header: t('export.columns.createdAt'), value: (c) => new Date(c.created_at), width: 20 },
    { header: t('export.columns.updatedAt'), value: (c) => new Date(c.updated_at), width: 20 },
  ];
}
