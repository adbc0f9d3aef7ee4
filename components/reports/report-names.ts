import type { useTranslations } from 'next-intl';
import { codeLabel } from '@/components/orders/list/code-label';
import type { ProductFields, SellerFields } from '@/components/reports/report-types';

// The name a report row is shown by. A row of a group that can be empty (no team, no
// staff, a platform line not mapped to a product) says so rather than showing a blank.

type T = ReturnType<typeof useTranslations>;

/** A platform's name ("Shopee"), from the order screens' labels. */
export const platformName = (t: T, platform: number | null | undefined): string =>
  platform === null || platform === undefined
    ? t('reports.names.noPlatform')
    : codeLabel(t, 'platforms', platform);

/** A staff member, or for platform orders (which have no staff) the shop and its platform. */
export function sellerName(t: T, row: SellerFields): string {
  if (row.user_id !== null && row.user_name) return row.user_name;
  if (row.shop_id !== null || row.shop_name)
    return t('reports.names.shop', {
      shop: row.shop_name ?? `#${row.shop_id}`,
      platform: platformName(t, row.platform),
    });
  return t('reports.names.noStaff');
}

/** A product's name, or the lines of platform products not mapped to one yet. */
export const productName = (t: T, row: ProductFields): string =>
  row.product_id === null || row.product_id === 0
    ? t('reports.names.unmappedProduct')
    : (row.product_name ?? `#${row.product_id}`);

export const teamName = (
  t: T,
  row: { team_id: number | null; team_name: string | null },
): string =>
  row.team_id === null || row.team_id === 0
    ? t('reports.names.noTeam')
    : (row.team_name ?? `#${row.team_id}`);

export const saleChannelName = (
  t: T,
  row: { sale_channel_id: number | null; sale_channel_name: string | null },
): string =>
  row.sale_channel_name ??
  (row.sale_channel_id ? `#${row.sale_channel_id}` : t('reports.names.noSaleChannel'));
