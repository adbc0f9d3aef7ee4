import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import type { PlatformSku } from '@/lib/domain/platforms/connector';
import type { PlatformShopRow } from '@/lib/domain/platforms/schemas';
import { TiktokShopsScreen } from '@/components/platforms/tiktok-shops-screen';
import {
  LiveList,
  LiveOrdersTable,
  LiveSkusTable,
  TiktokLiveFrame,
  TiktokLivePanel,
  type LiveOrder,
} from '@/components/platforms/tiktok-live-panel';

// The "Live at TikTok" panel drawn once per language on the server renderer: the button it
// starts as (no platform call on page load), its orders and SKUs with data given, and the
// error the platform routes answer with.

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {} }),
  usePathname: () => '/platform/tiktok',
  useSearchParams: () => new URLSearchParams(),
}));

const shop: PlatformShopRow = {
  id: 11,
  platform: 2,
  platform_name: 'tiktok',
  shop_id: '7495001',
  shop_name: 'Siam Tees',
  cipher: 'ROW_abc',
  region: 'TH',
  status: 1,
  token_expires_at: '2026-11-20T20:00:00Z',
  refresh_expires_at: '2027-05-20T05:00:00Z',
  last_synced_at: '2026-11-20T04:55:00Z',
  last_product_sync_at: null,
  last_error: null,
  handover_method: 2,
  stock_storage_ids: [3],
  sale_channel_id: 1,
  payment_method_id: null,
  orders: 260,
  orders_to_map: 0,
  products: 40,
  products_to_map: 0,
  stock_push_errors: 0,
  last_run: null,
};

const order = (over: Partial<LiveOrder>): LiveOrder => ({
  platformOrderId: '5770001',
  platformStatus: 'AWAITING_COLLECTION',
  mapped: {
    status: 111,
    cancelRequested: true,
    returnRequested: false,
    buyerMayCancel: false,
    needsRearrange: false,
  },
  createTime: '2026-11-19T10:00:00Z',
  // 20:05 UTC is 03:05 the next day in Bangkok.
  updateTime: '2026-11-19T20:05:00Z',
  paidAt: '2026-11-19T10:01:00Z',
  recipient: {
    name: 'Somchai K.',
    phone: '0812345678',
    address: '1 Sukhumvit',
    subdistrict: 'Khlong Toei',
    district: 'Khlong Toei',
    province: 'Bangkok',
    zipcode: '10110',
  },
  lines: [],
  subtotal: '1250.00',
  sellerDiscount: '0.00',
  platformDiscount: '0.00',
  shippingFee: '0.00',
  total: '1250.00',
  paymentMethodName: 'Cash on delivery',
  cashOnDelivery: true,
  shippingProviderName: 'J&T',
  trackingNumber: 'JT0001',
  packageId: 'PKG1',
  buyerNote: null,
  ...over,
});

const sku: PlatformSku = {
  platformItemId: '1729',
  platformSkuId: '1729-1',
  sellerSku: 'TEE-RED-M',
  name: 'Red tee M',
  price: '290.00',
  stock: 1200,
  status: 0,
  imageUrl: null,
  warehouseId: 'W1',
};

const noop = () => {};

describe.each(LANGUAGES)('the live TikTok panel in %s', (locale, messages) => {
  const draw = (node: ReactNode) => drawScreen(locale, messages, node);
  const live = messages.platformConnect.live;

  it('starts as a button on each connected shop, reading nothing', () => {
    const html = draw(<TiktokLivePanel shop={shop} />);
    expectTestIds(html, ['tiktok-live-open-11']);
    expect(html).toContain(live.open);
    expect(html).not.toContain('data-testid="tiktok-live-panel"');

    const screen = draw(
      <TiktokShopsScreen
        shops={[
          { shop, orders: [], skus: [], skuTotal: 0 },
          {
            shop: { ...shop, id: 12, shop_id: '7495002', status: 2 },
            orders: [],
            skus: [],
            skuTotal: 0,
          },
        ]}
      />,
    );
    expectTestIds(screen, ['tiktok-live-open-11']);
    // A shop to connect again cannot be read at the platform.
    expect(screen).not.toContain('data-testid="tiktok-live-open-12"');
  });

  it('draws the orders and SKUs the platform answered, with their document and more', () => {
    const orders = draw(
      <TiktokLiveFrame tab="orders" onTab={noop} onReload={noop} onClose={noop}>
        <LiveList loading={false} errorKey={null} hasMore onMore={noop} onRetry={noop}>
          <LiveOrdersTable
            shopId="7495001"
            orders={[
              order({}),
              order({ platformOrderId: '5770002', trackingNumber: null, packageId: null }),
            ]}
          />
        </LiveList>
      </TiktokLiveFrame>,
    );
    expectTestIds(orders, [
      'tiktok-live-panel',
      'tiktok-live-orders',
      'tiktok-live-document-5770001',
      'tiktok-live-more',
    ]);
    expect(orders).toContain('AWAITING_COLLECTION');
    expect(openingTag(orders, 'tiktok-live-our-status')).toContain('data-status="111"');
    expect(orders).toContain('Somchai K.');
    expect(orders).toContain('1,250.00');
    expect(orders).toContain('JT0001');
    expect(orders).toContain(locale === 'th' ? '20 พ.ย. 2569 03:05' : '20 Nov 2026 03:05');
    expect(orders).toContain(live.cancelRequested);
    const doc = openingTag(orders, 'tiktok-live-document-5770001');
    expect(doc).toContain(
      'href="/api/platform/tiktok/documents?shop_id=7495001&amp;order_id=5770001"',
    );
    expect(doc).toContain('target="_blank"');
    // Neither a tracking number nor a package yet: no document to ask for.
    expect(orders).not.toContain('data-testid="tiktok-live-document-5770002"');
    expect(orders).not.toContain('data-testid="tiktok-live-error"');

    const skus = draw(
      <LiveList loading={false} errorKey={null} hasMore={false} onMore={noop} onRetry={noop}>
        <LiveSkusTable
          skus={[
            sku,
            {
              ...sku,
              platformSkuId: '1729-2',
              sellerSku: null,
              price: null,
              stock: null,
              status: 1,
            },
          ]}
        />
      </LiveList>,
    );
    expectTestIds(skus, ['tiktok-live-skus']);
    expect(skus).toContain('TEE-RED-M');
    expect(skus).toContain('Red tee M');
    expect(skus).toContain('290.00');
    expect(skus).toContain('1,200');
    expect(skus).toContain(live.skuStatus['0']);
    expect(skus).toContain(live.skuStatus['1']);
    expect(skus).toContain('1729-2');
    expect(skus).not.toContain('data-testid="tiktok-live-more"');
  });

  it('says it is reading, and that there is nothing', () => {
    const waiting = draw(
      <LiveList loading errorKey={null} hasMore={false} onMore={noop} onRetry={noop}>
        <LiveOrdersTable shopId="7495001" orders={[]} answered={false} />
      </LiveList>,
    );
    expectTestIds(waiting, ['tiktok-live-loading']);
    expect(waiting).toContain(live.loading);
    expect(waiting).not.toContain(live.noOrders);
    expect(draw(<LiveSkusTable skus={[]} />)).toContain(live.noSkus);
  });

  it("shows the platform route's error in words, with try again", () => {
    for (const key of ['platform.unavailable', 'platform.notConnected'] as const) {
      const html = draw(
        <LiveList loading={false} errorKey={key} hasMore={false} onMore={noop} onRetry={noop}>
          <LiveOrdersTable shopId="7495001" orders={[]} answered={false} />
        </LiveList>,
      );
      expectTestIds(html, ['tiktok-live-error']);
      expect(openingTag(html, 'tiktok-live-error')).toContain(`data-msg="${key}"`);
      const [, name] = key.split('.') as ['platform', 'unavailable' | 'notConnected'];
      expect(html).toContain(messages.errors.platform[name]);
      expect(html).toContain(live.retry);
    }
  });
});
