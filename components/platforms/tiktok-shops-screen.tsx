'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { PlatformProductRow } from '@/lib/domain/catalog/schemas';
import type { PlatformShopRow } from '@/lib/domain/platforms/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { MappingBadge } from '@/components/catalog/platform-products-screen';
import { formatNumber } from '@/components/data-table';
import { Panel } from '@/components/layout/panel';
import { OrderStatusBadge } from '@/components/orders/list/status-badge';
import { ButtonLink } from '@/components/ui/button-link';
import { PlatformBadge, ShopStatusBadge } from '@/components/platforms/platform-badge';
import { TiktokLivePanel } from '@/components/platforms/tiktok-live-panel';
import { SHOP_STATUS } from '@/lib/domain/platforms/shops/shop-status';

export interface TiktokOrderRow {
  id: number;
  order_number: string;
  platform_order_id: string | null;
  status: number;
  total: string;
  created_at: string;
  unmapped_item_count: number;
  cancel_requested: boolean;
}

export interface TiktokShopView {
  shop: PlatformShopRow;
  orders: TiktokOrderRow[];
  skus: PlatformProductRow[];
  skuTotal: number;
}

const TH = 'px-3 py-2 text-left text-xs font-semibold uppercase text-slate-500';
const TD = 'px-3 py-2 align-top';

/** /platform/tiktok (admin): each TikTok shop with its latest orders and its SKUs. */
export function TiktokShopsScreen({ shops }: { shops: TiktokShopView[] }) {
  const t = useTranslations('platformConnect.tiktok');
  const tAll = useTranslations('platformConnect');
  const locale = useLocale();
  return (
    <div className="space-y-5" data-testid="tiktok-shops-screen">
      <div className="flex flex-wrap gap-2">
        <ButtonLink href="/admin/platform" variant="secondary" size="sm">
          {t('toConnect')}
        </ButtonLink>
        <ButtonLink href="/backoffice/orders?platform=2" variant="secondary" size="sm">
          {t('allOrders')}
        </ButtonLink>
        <ButtonLink href="/admin/product/tiktok" variant="secondary" size="sm">
          {t('allSkus')}
        </ButtonLink>
      </div>
      {shops.length === 0 && (
        <p
          className="rounded-md border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600"
          data-testid="tiktok-no-shops"
        >
          {t('noShops')}
        </p>
      )}
      {shops.map(({ shop, orders, skus, skuTotal }) => (
        <Panel key={shop.id} testId={`tiktok-shop-${shop.id}`}>
          <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <PlatformBadge name={shop.platform_name} />
              <h2 className="text-lg font-semibold text-slate-900">{shop.shop_name}</h2>
              <span className="text-xs text-slate-500">{tAll('shopId', { id: shop.shop_id })}</span>
            </div>
            <ShopStatusBadge status={shop.status} />
          </header>
          <div className="grid gap-5 xl:grid-cols-2">
            <section>
              <h3 className="mb-2 text-sm font-semibold text-slate-800">{t('latestOrders')}</h3>
              {orders.length === 0 ? (
                <p className="text-sm text-slate-500">{t('noOrders')}</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="min-w-full text-sm" data-testid={`tiktok-orders-${shop.id}`}>
                    <thead className="border-b border-slate-200">
                      <tr>
                        <th className={TH}>{t('order')}</th>
                        <th className={TH}>{t('status')}</th>
                        <th className={`${TH} text-right`}>{t('total')}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {orders.map((o) => (
                        <tr key={o.id}>
                          <td className={TD}>
                            <Link
                              href={`/backoffice/orders/${o.id}`}
                              prefetch={false}
                              className="font-semibold text-brand-700 hover:underline"
                            >
                              {o.order_number}
                            </Link>
                            <span className="block text-xs text-slate-500">
                              {o.platform_order_id ?? ''}
                            </span>
                            <span className="block text-xs tabular-nums text-slate-500">
                              {formatDateTime(o.created_at, locale)}
                            </span>
                          </td>
                          <td className={TD}>
                            <span className="flex flex-wrap gap-1">
                              <OrderStatusBadge status={o.status} />
                              {o.unmapped_item_count > 0 && (
                                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                                  {t('unmapped', { count: o.unmapped_item_count })}
                                </span>
                              )}
                              {o.cancel_requested && (
                                <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                                  {t('cancelRequested')}
                                </span>
                              )}
                            </span>
                          </td>
                          <td className={`${TD} text-right tabular-nums`}>
                            {formatNumber(o.total, locale)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
            <section>
              <h3 className="mb-2 text-sm font-semibold text-slate-800">
                {t('skus', { count: skuTotal })}
              </h3>
              {skus.length === 0 ? (
                <p className="text-sm text-slate-500">{t('noSkus')}</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="min-w-full text-sm" data-testid={`tiktok-skus-${shop.id}`}>
                    <thead className="border-b border-slate-200">
                      <tr>
                        <th className={TH}>{t('sku')}</th>
                        <th className={TH}>{t('mapping')}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {skus.map((p) => (
                        <tr key={p.id}>
                          <td className={TD}>
                            <Link
                              href={`/admin/product/tiktok/${p.id}`}
                              className="font-semibold text-brand-700 hover:underline"
                            >
                              {p.name}
                            </Link>
                            <span className="block font-mono text-xs text-slate-500">
                              {p.seller_sku ?? p.platform_sku_id}
                            </span>
                          </td>
                          <td className={TD}>
                            <MappingBadge status={p.mapping_status} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {skuTotal > skus.length && (
                <Link
                  href={`/admin/product/tiktok?shop_id=${encodeURIComponent(shop.shop_id)}&status=all&mapping_status=all`}
                  className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('moreSkus')}
                </Link>
              )}
            </section>
          </div>
          {shop.status === SHOP_STATUS.Connected && (
            <div className="mt-5">
              <TiktokLivePanel shop={shop} />
            </div>
          )}
        </Panel>
      ))}
    </div>
  );
}
