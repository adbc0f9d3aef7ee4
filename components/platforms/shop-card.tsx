'use client';
import { useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { PlatformShopRow } from '@/lib/domain/platforms/schemas';
import { SHOP_STATUS } from '@/lib/domain/platforms/shops/shop-status';
import { formatDateTime } from '@/lib/time/date-format';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { formatNumber } from '@/components/data-table';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useFeedback } from '@/components/ui/feedback';
import { PlatformBadge, ShopStatusBadge } from '@/components/platforms/platform-badge';
import { ReconnectButton } from '@/components/platforms/connect-buttons';
import { PancakeConnectButton } from '@/components/platforms/pancake-connect';
import { ShopSettingsDialog } from '@/components/platforms/shop-settings-dialog';
import { SyncJobProgress, type SyncRun } from '@/components/platforms/sync-progress';
import { SyncOrdersDialog } from '@/components/platforms/sync-orders-dialog';
import {
  shopActions,
  storageNames,
  tokenUrgency,
  type ShopSettingsOptions,
} from '@/components/platforms/shop-view';

export interface ShopJob {
  jobId: number;
  kind: 'orders' | 'products';
  /** The run ended (done or failed): its last progress stays on the card. */
  finished?: boolean;
}

/**
 * One shop: its platform, name and id, its connection (a shop to connect again says so
 * first), token expiry, last syncs and error, its counts, and the buttons the user's
 * platform level allows; a running sync shows its progress at the foot.
 */
export function ShopCard({
  shop,
  level,
  canMap,
  options,
  job,
  now,
  onJobStarted,
  onJobFinished,
  onChanged,
  onRemoved,
}: {
  shop: PlatformShopRow;
  level: number;
  /** The mapping screens (/admin/product/{platform}) are the admin's. */
  canMap: boolean;
  options: ShopSettingsOptions;
  job: ShopJob | null;
  /** The instant the screen was drawn (the token's urgency is measured from it). */
  now: number;
  onJobStarted: (job: ShopJob) => void;
  onJobFinished: (run: SyncRun) => void;
  onChanged: (shop: PlatformShopRow) => void;
  onRemoved: (id: number) => void;
}) {
  const t = useTranslations('platformConnect');
  const tPancake = useTranslations('pancake');
  const locale = useLocale();
  const { notify, showError } = useFeedback();
  const [dialog, setDialog] = useState<'sync' | 'settings' | 'disconnect' | null>(null);
  const [busy, setBusy] = useState<'products' | 'refresh' | null>(null);
  const can = shopActions(level, shop.status);
  const id = shop.id;
  const urgency = tokenUrgency(shop.token_expires_at, now);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : t('never'));
  const n = (v: number) => formatNumber(v, locale);
  const running = job !== null && !job.finished;

  async function syncProducts() {
    setBusy('products');
    try {
      const res = await api<{ Datum: { job_id: number } }>(
        `/api/platform/${shop.platform_name}/products/sync`,
        { method: 'POST', query: { shop_id: shop.shop_id } },
      );
      onJobStarted({ jobId: res.Datum.job_id, kind: 'products' });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  }

  async function refreshToken() {
    setBusy('refresh');
    try {
      const res = await api<{ Datum: PlatformShopRow }>(
        `/api/platform/${shop.platform_name}/refreshtoken`,
        { method: 'POST', query: { shop_id: shop.shop_id } },
      );
      notify('success', t('refreshed'));
      onChanged(res.Datum);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  }

  async function disconnect() {
    try {
      await api(`/api/platform/shops/${id}`, { method: 'DELETE' });
      notify('success', t('disconnected', { shop: shop.shop_name }));
      setDialog(null);
      onRemoved(id);
    } catch (error) {
      setDialog(null);
      showError(error);
    }
  }

  const mapHref = `/admin/product/${shop.platform_name}?shop_id=${encodeURIComponent(shop.shop_id)}`;
  const mapLink = (count: number, testId: string) =>
    canMap && count > 0 ? (
      <Link
        href={mapHref}
        className="font-semibold text-brand-700 hover:underline"
        data-testid={testId}
      >
        {n(count)}
      </Link>
    ) : (
      <span data-testid={testId}>{n(count)}</span>
    );

  return (
    <article
      className={cn(
        'space-y-4 rounded-lg border bg-white p-5 shadow-sm',
        shop.status === SHOP_STATUS.NeedsReconnect ? 'border-red-300' : 'border-slate-200',
        shop.status === SHOP_STATUS.Disconnected && 'opacity-80',
      )}
      data-testid={`platform-shop-${id}`}
      data-status={shop.status}
      data-platform={shop.platform_name}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <PlatformBadge name={shop.platform_name} />
            <h2 className="text-lg font-semibold text-slate-900">{shop.shop_name}</h2>
          </div>
          <p className="text-xs text-slate-500">
            {t('shopId', { id: shop.shop_id })}
            {shop.region ? ` · ${shop.region}` : ''}
          </p>
        </div>
        <ShopStatusBadge status={shop.status} testId={`platform-shop-status-${id}`} />
      </header>

      {shop.status !== SHOP_STATUS.Connected && (
        <div
          className={cn(
            'flex flex-wrap items-center justify-between gap-3 rounded-md border px-4 py-3 text-sm',
            shop.status === SHOP_STATUS.NeedsReconnect
              ? 'border-red-300 bg-red-50 text-red-900'
              : 'border-slate-200 bg-slate-50 text-slate-700',
          )}
          role={shop.status === SHOP_STATUS.NeedsReconnect ? 'alert' : undefined}
          data-testid={`platform-shop-notice-${id}`}
        >
          <span className="font-semibold">{t(`statusNotice.${shop.status}`)}</span>
          {can.reconnect && shop.platform_name === 'pancake' && (
            <PancakeConnectButton
              label={tPancake('reconnect')}
              initialShopId={shop.shop_id}
              size="sm"
              variant={shop.status === SHOP_STATUS.NeedsReconnect ? 'danger' : 'secondary'}
              testId={`platform-reconnect-${id}`}
              onConnected={() => onRemoved(id)}
            />
          )}
          {can.reconnect && shop.platform_name !== 'pancake' && (
            <ReconnectButton
              platform={shop.platform_name}
              size="sm"
              variant={shop.status === SHOP_STATUS.NeedsReconnect ? 'danger' : 'secondary'}
              testId={`platform-reconnect-${id}`}
            />
          )}
        </div>
      )}

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('tokenExpires')}>
          <span
            className={cn(
              'tabular-nums',
              (urgency === 'soon' || urgency === 'expired') && 'font-semibold text-red-600',
            )}
            data-testid={`platform-token-expiry-${id}`}
            data-urgent={urgency === 'soon' || urgency === 'expired' ? 'true' : 'false'}
          >
            {shop.token_expires_at
              ? when(shop.token_expires_at)
              : shop.platform_name === 'pancake' && shop.status === SHOP_STATUS.Connected
                ? tPancake('keyNeverExpires')
                : t('noToken')}
            {urgency === 'expired' ? ` (${t('expired')})` : ''}
          </span>
        </Fact>
        <Fact label={t('lastOrderSync')}>
          <span className="tabular-nums">{when(shop.last_synced_at)}</span>
        </Fact>
        <Fact label={t('lastProductSync')}>
          <span className="tabular-nums">{when(shop.last_product_sync_at)}</span>
        </Fact>
        <Fact label={t('handover')}>
          {t(`settings.handovers.${shop.handover_method === 2 ? 2 : 1}`)}
        </Fact>
        <Fact label={t('storages')}>
          {shop.stock_storage_ids.length
            ? storageNames(shop.stock_storage_ids, options.storages).join(', ')
            : t('allStorages')}
        </Fact>
      </dl>

      {shop.last_error && (
        <p
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          data-testid={`platform-last-error-${id}`}
        >
          <span className="font-semibold">{t('lastError')}</span> {shop.last_error}
        </p>
      )}

      <dl
        className="grid grid-cols-2 gap-3 text-center sm:grid-cols-4"
        data-testid={`platform-shop-counts-${id}`}
      >
        <Count label={t('counts.orders')}>
          <span data-testid={`platform-orders-${id}`}>{n(shop.orders)}</span>
        </Count>
        <Count label={t('counts.ordersToMap')} warn={shop.orders_to_map > 0}>
          {mapLink(shop.orders_to_map, `platform-orders-to-map-${id}`)}
        </Count>
        <Count label={t('counts.skusToMap')} warn={shop.products_to_map > 0}>
          {mapLink(shop.products_to_map, `platform-skus-to-map-${id}`)}
          <span className="block text-xs font-normal text-slate-500">
            {t('counts.ofSkus', { count: n(shop.products) })}
          </span>
        </Count>
        <Count label={t('counts.stockPushErrors')} warn={shop.stock_push_errors > 0}>
          <span data-testid={`platform-push-errors-${id}`}>{n(shop.stock_push_errors)}</span>
        </Count>
      </dl>

      {(can.syncOrders ||
        can.syncProducts ||
        can.refreshToken ||
        can.editSettings ||
        can.disconnect) && (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          {can.syncOrders && (
            <Button
              size="sm"
              onClick={() => setDialog('sync')}
              disabled={running}
              data-testid={`platform-sync-orders-${id}`}
            >
              {t('syncOrders')}
            </Button>
          )}
          {can.syncProducts && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void syncProducts()}
              loading={busy === 'products'}
              disabled={running}
              data-testid={`platform-sync-products-${id}`}
            >
              {t('syncProducts')}
            </Button>
          )}
          {can.refreshToken && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void refreshToken()}
              loading={busy === 'refresh'}
              data-testid={`platform-refresh-token-${id}`}
            >
              {t('refreshToken')}
            </Button>
          )}
          {can.editSettings && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setDialog('settings')}
              data-testid={`platform-settings-${id}`}
            >
              {t('settings.button')}
            </Button>
          )}
          {can.disconnect && (
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              onClick={() => setDialog('disconnect')}
              data-testid={`platform-disconnect-${id}`}
            >
              {t('disconnect')}
            </Button>
          )}
        </div>
      )}

      {job && (
        <SyncJobProgress
          key={job.jobId}
          jobId={job.jobId}
          kind={job.kind}
          onFinished={onJobFinished}
        />
      )}

      {dialog === 'sync' && (
        <SyncOrdersDialog
          shop={shop}
          onClose={() => setDialog(null)}
          onStarted={(jobId) => {
            setDialog(null);
            onJobStarted({ jobId, kind: 'orders' });
          }}
        />
      )}
      {dialog === 'settings' && (
        <ShopSettingsDialog
          shop={shop}
          options={options}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            onChanged(saved);
          }}
        />
      )}
      {dialog === 'disconnect' && (
        <ConfirmDialog
          title={t('disconnectTitle', { shop: shop.shop_name })}
          text={t('disconnectText')}
          confirmLabel={t('disconnect')}
          danger
          onConfirm={disconnect}
          onClose={() => setDialog(null)}
          testId={`platform-disconnect-confirm-${id}`}
        />
      )}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-800">{children}</dd>
    </div>
  );
}

function Count({ label, warn, children }: { label: string; warn?: boolean; children: ReactNode }) {
  return (
    <div
      className={cn(
        'rounded-md border px-2 py-2',
        warn ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-slate-50',
      )}
    >
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums text-slate-900">{children}</dd>
    </div>
  );
}
