import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import type { PlatformShopRow } from '@/lib/domain/platforms/schemas';
import { PlatformConnectScreen } from '@/components/platforms/platform-connect-screen';
import { PancakeConnectDialog, pancakeFieldProblems } from '@/components/platforms/pancake-connect';

// Pancake's connection by API key on /admin/platform: its button for level 2, its dialog
// (no message key missing in th or en), "connect again" of a Pancake shop opening the same
// dialog, and the field checks said before the call.

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {} }),
  usePathname: () => '/admin/platform',
  useSearchParams: () => new URLSearchParams(),
}));

vi.mock('@radix-ui/react-dialog', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  Portal: ({ children }: { children: ReactNode }) => children,
}));

const pancakeShop: PlatformShopRow = {
  id: 21,
  platform: 8,
  platform_name: 'pancake',
  shop_id: '7001',
  shop_name: 'ร้านแพนเค้ก',
  cipher: null,
  region: null,
  status: 2,
  token_expires_at: null,
  refresh_expires_at: null,
  last_synced_at: null,
  last_product_sync_at: null,
  last_error: 'Pancake refused the API key',
  handover_method: 1,
  stock_storage_ids: [],
  sale_channel_id: 1,
  payment_method_id: 1,
  orders: 0,
  orders_to_map: 0,
  products: 0,
  products_to_map: 0,
  stock_push_errors: 0,
  last_run: null,
};

const options = { storages: [], saleChannels: [], paymentMethods: [] };

describe.each(LANGUAGES)('Pancake connection in %s', (locale, messages) => {
  const draw = (node: ReactNode) => drawScreen(locale, messages, node);
  const screen = (level: number) =>
    draw(
      <PlatformConnectScreen
        initialShops={[pancakeShop]}
        options={options}
        level={level}
        canMap
        notice={null}
      />,
    );

  it('offers level 2 the Pancake button and the key dialog to connect a shop again', () => {
    const html = screen(2);
    expectTestIds(html, ['platform-connect-pancake', 'platform-reconnect-21']);
    expect(openingTag(html, 'platform-reconnect-21')).toContain('button');
  });

  it("says a connected shop's key does not expire", () => {
    const html = draw(
      <PlatformConnectScreen
        initialShops={[{ ...pancakeShop, status: 1, last_error: null }]}
        options={options}
        level={2}
        canMap
        notice={null}
      />,
    );
    expect(html).toContain(messages.pancake.keyNeverExpires);
  });

  it('offers level 1 neither', () => {
    const html = screen(1);
    expect(html).not.toContain('data-testid="platform-connect-pancake"');
    expect(html).not.toContain('data-testid="platform-reconnect-21"');
  });

  it('draws the key dialog', () => {
    const html = draw(
      <PancakeConnectDialog initialShopId="7001" onClose={() => {}} onConnected={() => {}} />,
    );
    expectTestIds(html, [
      'pancake-connect-form',
      'pancake-api-key',
      'pancake-shop-id',
      'pancake-connect-submit',
    ]);
    expect(openingTag(html, 'pancake-shop-id')).toContain('value="7001"');
  });
});

describe('pancakeFieldProblems', () => {
  it('checks what the server checks', () => {
    expect(pancakeFieldProblems('abcd1234', '7001')).toEqual({ apiKey: true, shopId: true });
    expect(pancakeFieldProblems('short', '7001').apiKey).toBe(false);
    expect(pancakeFieldProblems('with space key', '7001').apiKey).toBe(false);
    expect(pancakeFieldProblems('abcd1234', '70 01').shopId).toBe(false);
    expect(pancakeFieldProblems('abcd1234', '').shopId).toBe(false);
  });
});
