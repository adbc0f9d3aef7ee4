'use client';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PlatformOrder, PlatformSku } from '@/lib/domain/platforms/connector';
import type { PlatformShopRow } from '@/lib/domain/platforms/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { formatNumber } from '@/components/data-table';
import { useApiRead } from '@/components/lib/use-api-read';
import { useErrorText } from '@/components/lib/use-error-text';
import { OrderStatusBadge } from '@/components/orders/list/status-badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

// The shop as TikTok itself shows it now (/platform/tiktok): its orders changed in the
// last days and its SKUs, read live through the admin's platform routes on demand (each
// read calls the platform), a page at a time by the platform's cursor. Nothing is stored.

/** The orders changed in this many days (the route accepts 1 to 15). */
export const LIVE_ORDER_DAYS = 3;

/** A platform order as it arrives over JSON: its times are ISO strings (its returns unused here). */
export type LiveOrder = Omit<
  PlatformOrder,
  'createTime' | 'updateTime' | 'paidAt' | 'returnRequests'
> & {
  createTime: string;
  updateTime: string;
  paidAt: string | null;
};

export type LiveTab = 'orders' | 'skus';

interface OrdersPage {
  Datum: { orders: LiveOrder[]; next_cursor: string | null };
}
interface SkusPage {
  Datum: { skus: PlatformSku[]; next_cursor: string | null };
}

const TH = 'px-3 py-2 text-left text-xs font-semibold uppercase text-slate-500';
const TD = 'px-3 py-2 align-top';

/** The shipping document of an order, fetched from the platform by the documents route. */
export function liveDocumentHref(shopId: string, platformOrderId: string) {
  return `/api/platform/tiktok/documents?shop_id=${encodeURIComponent(shopId)}&order_id=${encodeURIComponent(platformOrderId)}`;
}

/**
 * The "Live at TikTok" panel of a connected shop: a button until it is asked for (opening
 * the screen calls no platform), then the orders and SKUs tabs.
 */
export function TiktokLivePanel({ shop }: { shop: PlatformShopRow }) {
  const t = useTranslations('platformConnect.live');
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<LiveTab>('orders');
  /** The SKUs are read only once their tab was shown. */
  const [skusSeen, setSkusSeen] = useState(false);
  /** Bumped by "Reload": the lists start again from their first page. */
  const [generation, setGeneration] = useState(0);

  if (!open)
    return (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        data-testid={`tiktok-live-open-${shop.id}`}
      >
        {t('open')}
      </Button>
    );

  const choose = (next: LiveTab) => {
    setTab(next);
    if (next === 'skus') setSkusSeen(true);
  };
  return (
    <TiktokLiveFrame
      tab={tab}
      onTab={choose}
      onReload={() => setGeneration((n) => n + 1)}
      onClose={() => setOpen(false)}
    >
      <div hidden={tab !== 'orders'}>
        <LiveOrders key={`orders-${generation}`} shopId={shop.shop_id} />
      </div>
      {skusSeen && (
        <div hidden={tab !== 'skus'}>
          <LiveSkus key={`skus-${generation}`} shopId={shop.shop_id} />
        </div>
      )}
    </TiktokLiveFrame>
  );
}

/** The panel's frame: its title, the two tabs, reload and hide. */
export function TiktokLiveFrame({
  tab,
  onTab,
  onReload,
  onClose,
  children,
}: {
  tab: LiveTab;
  onTab: (tab: LiveTab) => void;
  onReload: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('platformConnect.live');
  return (
    <section
      className="rounded-md border border-slate-200 bg-slate-50 p-3"
      data-testid="tiktok-live-panel"
    >
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="text-sm font-semibold text-slate-800">{t('title')}</h3>
          <p className="text-xs text-slate-500">{t('intro')}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onReload}>
            {t('reload')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </header>
      <div className="mb-3 flex gap-1 border-b border-slate-200" role="tablist">
        {(['orders', 'skus'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            onClick={() => onTab(k)}
            className={cn(
              '-mb-px border-b-2 px-3 py-1.5 text-sm font-semibold',
              tab === k
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-500 hover:text-slate-800',
            )}
            data-testid={`tiktok-live-tab-${k}`}
          >
            {t(`tabs.${k}`)}
          </button>
        ))}
      </div>
      {children}
    </section>
  );
}

/**
 * The pages of one list read so far, by the cursor each was read with: "more" asks for the
 * next cursor; a failed page keeps the pages before it and can be asked again.
 */
function usePagedRead<P, T>(
  endpoint: string,
  query: Record<string, string | number>,
  itemsOf: (page: P) => { items: T[]; next: string | null },
  keyOf: (item: T) => string,
) {
  const [cursor, setCursor] = useState<string | null>(null);
  const [pages, setPages] = useState<{ cursor: string | null; items: T[]; next: string | null }[]>(
    [],
  );
  const onData = useCallback(
    (page: P) => {
      const { items, next } = itemsOf(page);
      setPages((before) => [...before.filter((p) => p.cursor !== cursor), { cursor, items, next }]);
    },
    [cursor, itemsOf],
  );
  const read = useApiRead<P>(endpoint, { query: { ...query, cursor } }, 0, onData);
  const last = pages.at(-1);
  return {
    // An item changed while paging can come again on a later page: shown once, as last read.
    items: [...new Map(pages.flatMap((p) => p.items).map((i) => [keyOf(i), i])).values()],
    loading: read.loading,
    error: read.error,
    retry: read.retry,
    nextCursor: read.loading || read.error ? null : (last?.next ?? null),
    more: () => {
      if (last?.next) setCursor(last.next);
    },
  };
}

const ordersOf = (page: OrdersPage) => ({
  items: page.Datum.orders,
  next: page.Datum.next_cursor,
});
const orderKey = (o: LiveOrder) => o.platformOrderId;
const skuKey = (s: PlatformSku) => `${s.platformItemId}/${s.platformSkuId}`;
const skusOf = (page: SkusPage) => ({ items: page.Datum.skus, next: page.Datum.next_cursor });

function LiveOrders({ shopId }: { shopId: string }) {
  const list = usePagedRead(
    '/api/platform/tiktok/orders',
    { shop_id: shopId, days: LIVE_ORDER_DAYS },
    ordersOf,
    orderKey,
  );
  return (
    <LiveList
      loading={list.loading}
      errorKey={list.error?.msg ?? null}
      hasMore={list.nextCursor !== null}
      onMore={list.more}
      onRetry={list.retry}
    >
      <LiveOrdersTable
        shopId={shopId}
        orders={list.items}
        answered={!list.loading && !list.error}
      />
    </LiveList>
  );
}

function LiveSkus({ shopId }: { shopId: string }) {
  const list = usePagedRead('/api/platform/tiktok/products', { shop_id: shopId }, skusOf, skuKey);
  return (
    <LiveList
      loading={list.loading}
      errorKey={list.error?.msg ?? null}
      hasMore={list.nextCursor !== null}
      onMore={list.more}
      onRetry={list.retry}
    >
      <LiveSkusTable skus={list.items} answered={!list.loading && !list.error} />
    </LiveList>
  );
}

/** A list's rows, then its loading line, its error with "try again", or its "more" button. */
export function LiveList({
  loading,
  errorKey,
  hasMore,
  onMore,
  onRetry,
  children,
}: {
  loading: boolean;
  /** The catalogue key of the failed read, if it failed. */
  errorKey: string | null;
  hasMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('platformConnect.live');
  const errorText = useErrorText();
  return (
    <div className="space-y-2">
      {children}
      {loading && (
        <p
          className="flex items-center gap-2 text-sm text-slate-500"
          role="status"
          data-testid="tiktok-live-loading"
        >
          <span
            className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            aria-hidden
          />
          {t('loading')}
        </p>
      )}
      {errorKey !== null && (
        <div
          className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          role="alert"
          data-testid="tiktok-live-error"
          data-msg={errorKey}
        >
          <span>{errorText(errorKey)}</span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      )}
      {hasMore && (
        <Button variant="secondary" size="sm" onClick={onMore} data-testid="tiktok-live-more">
          {t('more')}
        </Button>
      )}
    </div>
  );
}

/** The platform's orders: its id, its status word and ours, recipient, total, update time. */
export function LiveOrdersTable({
  shopId,
  orders,
  answered = true,
}: {
  shopId: string;
  orders: LiveOrder[];
  /** The read succeeded (an empty list then says so). */
  answered?: boolean;
}) {
  const t = useTranslations('platformConnect.live');
  const locale = useLocale();
  if (orders.length === 0)
    return answered ? <p className="text-sm text-slate-500">{t('noOrders')}</p> : null;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm" data-testid="tiktok-live-orders">
        <thead className="border-b border-slate-200">
          <tr>
            <th className={TH}>{t('order')}</th>
            <th className={TH}>{t('platformStatus')}</th>
            <th className={TH}>{t('ourStatus')}</th>
            <th className={TH}>{t('recipient')}</th>
            <th className={`${TH} text-right`}>{t('total')}</th>
            <th className={TH}>{t('updated')}</th>
            <th className={TH}>{t('tracking')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {orders.map((o) => (
            <tr key={o.platformOrderId} data-order-id={o.platformOrderId}>
              <td className={`${TD} font-mono text-xs`}>{o.platformOrderId}</td>
              <td className={`${TD} font-mono text-xs`}>{o.platformStatus}</td>
              <td className={TD}>
                <span className="flex flex-wrap gap-1">
                  <OrderStatusBadge status={o.mapped.status} testId="tiktok-live-our-status" />
                  {o.mapped.cancelRequested && (
                    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                      {t('cancelRequested')}
                    </span>
                  )}
                  {o.mapped.returnRequested && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {t('returnRequested')}
                    </span>
                  )}
                </span>
              </td>
              <td className={TD}>{o.recipient.name}</td>
              <td className={`${TD} text-right tabular-nums`}>{formatNumber(o.total, locale)}</td>
              <td className={`${TD} whitespace-nowrap tabular-nums`}>
                {formatDateTime(o.updateTime, locale)}
              </td>
              <td className={TD}>
                {o.trackingNumber && (
                  <span className="block font-mono text-xs">{o.trackingNumber}</span>
                )}
                {(o.trackingNumber || o.packageId) && (
                  <a
                    href={liveDocumentHref(shopId, o.platformOrderId)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-xs font-semibold text-brand-700 hover:underline"
                    data-testid={`tiktok-live-document-${o.platformOrderId}`}
                  >
                    {t('document')}
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The platform's SKUs: seller SKU, name, price, stock and status. */
export function LiveSkusTable({
  skus,
  answered = true,
}: {
  skus: PlatformSku[];
  /** The read succeeded (an empty list then says so). */
  answered?: boolean;
}) {
  const t = useTranslations('platformConnect.live');
  const locale = useLocale();
  if (skus.length === 0)
    return answered ? <p className="text-sm text-slate-500">{t('noSkus')}</p> : null;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm" data-testid="tiktok-live-skus">
        <thead className="border-b border-slate-200">
          <tr>
            <th className={TH}>{t('sellerSku')}</th>
            <th className={TH}>{t('name')}</th>
            <th className={`${TH} text-right`}>{t('price')}</th>
            <th className={`${TH} text-right`}>{t('stock')}</th>
            <th className={TH}>{t('status')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {skus.map((s) => (
            <tr key={`${s.platformItemId}/${s.platformSkuId}`} data-sku-id={s.platformSkuId}>
              <td className={`${TD} font-mono text-xs`}>{s.sellerSku ?? s.platformSkuId}</td>
              <td className={TD}>{s.name}</td>
              <td className={`${TD} text-right tabular-nums`}>
                {s.price === null ? '—' : formatNumber(s.price, locale)}
              </td>
              <td className={`${TD} text-right tabular-nums`}>
                {s.stock === null ? '—' : formatNumber(s.stock, locale)}
              </td>
              <td className={TD}>{t(`skuStatus.${s.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
