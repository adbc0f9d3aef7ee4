import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import type { PlatformShopRow } from '@/lib/domain/platforms/schemas';
import { PlatformConnectScreen } from '@/components/platforms/platform-connect-screen';
import { SyncProgressView, type SyncRun } from '@/components/platforms/sync-progress';
import { SyncOrdersDialog } from '@/components/platforms/sync-orders-dialog';
import { ShopSettingsDialog } from '@/components/platforms/shop-settings-dialog';
import { TiktokShopsScreen } from '@/components/platforms/tiktok-shops-screen';
import type { ShopSettingsOptions } from '@/components/platforms/shop-view';

// The platform screens drawn once per language on the server renderer: no message key
// missing in th or en, the buttons each platform level is offered, the progress of a sync
// in each state, and the test ids the Playwright tests drive them by.

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {} }),
  usePathname: () => '/admin/platform',
  useSearchParams: () => new URLSearchParams(),
}));

// The dialogs drawn in place (Radix renders its portal only in a browser).
vi.mock('@radix-ui/react-dialog', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  Portal: ({ children }: { children: ReactNode }) => children,
}));

const NOW = new Date('2026-11-20T05:00:00Z');

const shop: PlatformShopRow = {
  id: 11,
  platform: 2,
  platform_name: 'tiktok',
  shop_id: '7495001',
  shop_name: 'Siam Tees',
  cipher: 'ROW_abc',
  region: 'TH',
  status: 1,
  // 20 minutes left: the refresh is failing, red.
  token_expires_at: '2026-11-20T05:20:00Z',
  refresh_expires_at: '2027-05-20T05:00:00Z',
  last_synced_at: '2026-11-20T04:55:00Z',
  last_product_sync_at: null,
  last_error: 'rate limited, retried',
  handover_method: 2,
  stock_storage_ids: [3],
  sale_channel_id: 1,
  payment_method_id: null,
  orders: 260,
  orders_to_map: 4,
  products: 40,
  products_to_map: 6,
  stock_push_errors: 1,
  last_run: null,
};
const expiredShop: PlatformShopRow = {
  ...shop,
  id: 12,
  platform: 3,
  platform_name: 'shopee',
  shop_id: '88001',
  shop_name: 'Siam Shopee',
  status: 2,
  token_expires_at: '2026-12-20T05:00:00Z',
  last_error: null,
  orders_to_map: 0,
  products_to_map: 0,
  stock_push_errors: 0,
};
const options: ShopSettingsOptions = {
  storages: [
    { value: 3, label: 'Main warehouse' },
    { value: 4, label: 'Back room' },
  ],
  saleChannels: [{ value: 1, label: 'TikTok' }],
  paymentMethods: [{ value: 5, label: 'Platform pays' }],
};

const run = (over: Partial<SyncRun>): SyncRun => ({
  job_id: 31,
  shop_id: 11,
  kind: 'orders',
  state: 'running',
  time_from: '2026-11-19T17:00:00Z',
  time_to: '2026-11-20T17:00:00Z',
  fetched: 120,
  created: 100,
  updated: 18,
  failed: 2,
  errors: [{ order_id: '5770001', message: 'SKU 99 is not mapped' }],
  started_at: '2026-11-20T05:00:00Z',
  finished_at: null,
  ...over,
});

describe.each(LANGUAGES)('platform screens in %s', (locale, messages) => {
  const draw = (node: ReactNode) => drawScreen(locale, messages, node);
  const screen = (level: number, over: Partial<Parameters<typeof PlatformConnectScreen>[0]> = {}) =>
    draw(
      <PlatformConnectScreen
        initialShops={[shop, expiredShop]}
        options={options}
        level={level}
        canMap
        notice={null}
        {...over}
      />,
    );
  afterEach(() => vi.useRealTimers());

  it('draws a card per shop with its status, expiry, error and counts', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const html = screen(1);
    expectTestIds(html, [
      'platform-shop-11',
      'platform-shop-12',
      'platform-shop-status-11',
      'platform-token-expiry-11',
      'platform-last-error-11',
      'platform-orders-to-map-11',
      'platform-skus-to-map-11',
      'platform-push-errors-11',
      'platform-shop-notice-12',
    ]);
    expect(openingTag(html, 'platform-token-expiry-11')).toContain('data-urgent="true"');
    expect(openingTag(html, 'platform-token-expiry-12')).toContain('data-urgent="false"');
    expect(openingTag(html, 'platform-shop-status-12')).toContain('data-status="2"');
    // Bangkok time: 05:20 UTC is 12:20.
    expect(html).toContain(locale === 'th' ? '20 พ.ย. 2569 12:20' : '20 Nov 2026 12:20');
    expect(openingTag(html, 'platform-orders-to-map-11')).toContain(
      'href="/admin/product/tiktok?shop_id=7495001"',
    );
    expect(html).toContain('Main warehouse');
  });

  it('shows level 1 no button at all', () => {
    const html = screen(1);
    for (const id of [
      'platform-connect-tiktok',
      'platform-sync-orders-11',
      'platform-sync-products-11',
      'platform-refresh-token-11',
      'platform-settings-11',
      'platform-disconnect-11',
      'platform-reconnect-12',
    ])
      expect(html).not.toContain(`data-testid="${id}"`);
  });

  it('lets level 2 connect, sync, refresh and edit, and connect an ended shop again', () => {
    const html = screen(2);
    expectTestIds(html, [
      'platform-connect-tiktok',
      'platform-connect-shopee',
      'platform-connect-lazada',
      'platform-sync-orders-11',
      'platform-sync-products-11',
      'platform-refresh-token-11',
      'platform-settings-11',
      'platform-reconnect-12',
    ]);
    expect(html).not.toContain('data-testid="platform-disconnect-11"');
    // A shop to connect again is not synced.
    expect(html).not.toContain('data-testid="platform-sync-orders-12"');
  });

  it('lets level 3 disconnect', () => {
    expectTestIds(screen(3), ['platform-disconnect-11', 'platform-disconnect-12']);
  });

  it('links the mapping screen for those who may open it only', () => {
    const html = screen(2, { canMap: false });
    expect(openingTag(html, 'platform-orders-to-map-11')).not.toContain('href=');
  });

  it('follows a sync still running when the screen opens', () => {
    const html = screen(2, {
      initialShops: [
        { ...shop, last_run: { job_id: 31, kind: 'orders', state: 'running', finished_at: null } },
      ],
    });
    expectTestIds(html, ['platform-sync-progress', 'platform-sync-state']);
    expect(openingTag(html, 'platform-sync-orders-11')).toContain('disabled');
  });

  it('says what the platform answered on the way back', () => {
    const ok = screen(2, { notice: { kind: 'connected', count: 2, platform: 'shopee' } });
    expect(openingTag(ok, 'platform-connect-banner')).toContain('data-kind="connected"');
    expect(ok).toContain('Shopee');
    const refused = screen(2, { notice: { kind: 'error', key: 'platform.authFailed' } });
    expect(openingTag(refused, 'platform-connect-banner')).toContain('data-kind="error"');
    expect(refused).toContain(messages.errors.platform.authFailed);
  });

  it('says when no shop is connected', () => {
    expectTestIds(screen(2, { initialShops: [] }), ['platform-no-shops']);
  });

  it('draws the progress of a sync in every state', () => {
    for (const state of ['queued', 'running', 'done', 'failed'] as const) {
      const html = draw(<SyncProgressView kind="orders" run={run({ state })} />);
      expectTestIds(html, [
        'platform-sync-progress',
        'platform-sync-state',
        'platform-sync-counts',
      ]);
      expect(openingTag(html, 'platform-sync-state')).toContain(`data-state="${state}"`);
      expect(html).toContain(messages.platformConnect.sync.state[state]);
    }
    const done = draw(<SyncProgressView kind="products" run={run({ state: 'done' })} />);
    expect(openingTag(done, 'platform-sync-counts')).toContain('data-fetched="120"');
    expect(openingTag(done, 'platform-sync-counts')).toContain('data-failed="2"');
    expect(done).toContain('width:100%');
    expectTestIds(done, ['platform-sync-errors']);
    expect(done).toContain('SKU 99 is not mapped');
    // Before the first answer: waiting, nothing counted.
    const waiting = draw(<SyncProgressView kind="orders" run={null} />);
    expect(openingTag(waiting, 'platform-sync-state')).toContain('data-state="queued"');
    expect(waiting).not.toContain('data-testid="platform-sync-errors"');
  });

  it('draws the sync and settings dialogs', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const sync = draw(<SyncOrdersDialog shop={shop} onStarted={() => {}} onClose={() => {}} />);
    expectTestIds(sync, ['platform-sync-date', 'platform-sync-days', 'platform-sync-submit']);
    expect(openingTag(sync, 'platform-sync-date')).toContain(
      locale === 'th' ? 'value="20/11/2569"' : 'value="20/11/2026"',
    );
    const settings = draw(
      <ShopSettingsDialog shop={shop} options={options} onSaved={() => {}} onClose={() => {}} />,
    );
    expectTestIds(settings, [
      'platform-settings-handover-1',
      'platform-settings-handover-2',
      'platform-settings-storage-3',
      'platform-settings-storage-4',
      'platform-settings-save',
    ]);
    expect(openingTag(settings, 'platform-settings-handover-2')).toContain('checked');
    expect(openingTag(settings, 'platform-settings-storage-3')).toContain('checked');
    expect(openingTag(settings, 'platform-settings-storage-4')).not.toContain('checked');
  });

  it('draws the TikTok shops with their orders and SKUs', () => {
    const html = draw(
      <TiktokShopsScreen
        shops={[
          {
            shop,
            orders: [
              {
                id: 70,
                order_number: 'SO2611200042',
                platform_order_id: '5770001',
                status: 111,
                total: '590.00',
                created_at: '2026-11-20T03:00:00Z',
                unmapped_item_count: 1,
                cancel_requested: true,
              },
            ],
            skus: [
              {
                id: 5,
                platform: 2,
                shop_id: '7495001',
                shop_name: 'Siam Tees',
                platform_item_id: '1729',
                platform_sku_id: '1729-1',
                seller_sku: 'TEE-RED-M',
                name: 'Red tee M',
                price: '290.00',
                stock: 12,
                image_url: null,
                status: 0,
                mapping_status: 2,
                product_id: null,
                product: null,
                proposed_product: null,
                synced_at: '2026-11-20T04:00:00Z',
                pushed_quantity: null,
                pushed_at: null,
                push_error: null,
              },
            ],
            skuTotal: 40,
          },
        ]}
      />,
    );
    expectTestIds(html, ['tiktok-shop-11', 'tiktok-orders-11', 'tiktok-skus-11']);
    expect(html).toContain('href="/backoffice/orders/70"');
    expect(html).toContain('TEE-RED-M');
    expectTestIds(draw(<TiktokShopsScreen shops={[]} />), ['tiktok-no-shops']);
  });
});
