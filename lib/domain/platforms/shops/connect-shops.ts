import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { notFound } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import {
  PLATFORM_CODE,
  type Authorization,
  type PlatformName,
} from '@/lib/domain/platforms/connector';
import { storeShopTokens } from '@/lib/domain/platforms/shop-tokens';
import { SHOP_STATUS } from '@/lib/domain/platforms/shops/shop-status';
import { PLATFORM_PAYMENT_TYPE } from '@/lib/domain/platforms/orders/import-platform-orders';

// A shop connected (or connected again) through the platform's authorization page: its row,
// its sealed tokens, and what its orders are booked under. Each platform gets a sale
// channel and a payment method of its own name the first time one of its shops connects
// (payment type 6: the platform collects the money); the seller can point a shop elsewhere.

const PLATFORM_LABEL: Record<PlatformName, string> = {
  tiktok: 'TikTok Shop',
  shopee: 'Shopee',
  lazada: 'Lazada',
  pancake: 'Pancake',
};

/** Sale channel type of a platform's channel: the company's own sales. */
const COMPANY_CHANNEL = 1;

export interface ConnectedShop {
  id: number;
  shopId: string;
  name: string;
  /** True when the shop was connected before (now connected again). */
  reconnected: boolean;
}

export async function connectShops(
  db: TenantDb,
  actor: Actor,
  platform: PlatformName,
  authorization: Authorization,
  requestId?: string,
): Promise<ConnectedShop[]> {
  const code = PLATFORM_CODE[platform];
  return inTransaction(db, async (tx) => {
    const label = PLATFORM_LABEL[platform];
    const channel =
      (await tx.saleChannel.findFirst({ where: { name: label }, select: { id: true } })) ??
      (await tx.saleChannel.create({
        data: { enterpriseId: actor.enterpriseId, name: label, type: COMPANY_CHANNEL },
        select: { id: true },
      }));
    const method =
      (await tx.paymentMethod.findFirst({ where: { name: label }, select: { id: true } })) ??
      (await tx.paymentMethod.create({
        data: { enterpriseId: actor.enterpriseId, name: label, type: PLATFORM_PAYMENT_TYPE },
        select: { id: true },
      }));
    const connected: ConnectedShop[] = [];
    for (const shop of authorization.shops) {
      const before = await tx.platformShop.findFirst({
        where: { platform: code, shopId: shop.shopId },
        select: { id: true },
      });
      const row = before
        ? await tx.platformShop.update({
            where: { id: before.id },
            data: {
              name: shop.name,
              cipher: shop.cipher,
              region: shop.region,
              status: SHOP_STATUS.Connected,
              lastError: null,
              connectedById: actor.userId,
            },
            select: { id: true },
          })
        : await tx.platformShop.create({
            data: {
              enterpriseId: actor.enterpriseId,
              platform: code,
              shopId: shop.shopId,
              name: shop.name,
              cipher: shop.cipher,
              region: shop.region,
              status: SHOP_STATUS.Connected,
              saleChannelId: channel.id,
              paymentMethodId: method.id,
              connectedById: actor.userId,
            },
            select: { id: true },
          });
      await storeShopTokens(
        tx,
        { id: row.id, enterpriseId: actor.enterpriseId, platform: code, shopId: shop.shopId },
        {
          accessToken: authorization.tokens.accessToken,
          refreshToken: authorization.tokens.refreshToken,
          accessExpiresAt: authorization.tokens.accessExpiresAt,
          refreshExpiresAt: authorization.tokens.refreshExpiresAt,
        },
      );
      await recordAudit(tx, actor, {
        action: before ? 'platformShop.reconnect' : 'platformShop.connect',
        entity: 'platform_shop',
        entityId: row.id,
        after: { platform, shop_id: shop.shopId, name: shop.name },
        requestId,
      });
      connected.push({ id: row.id, shopId: shop.shopId, name: shop.name, reconnected: !!before });
    }
    return connected;
  });
}

/** Disconnects a shop: its tokens are deleted, its orders and products stay. */
export async function disconnectShop(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const shop = await tx.platformShop.findFirst({
      where: { id },
      select: { id: true, platform: true, shopId: true, name: true, status: true },
    });
    if (!shop) throw notFound('platform shop', id);
    await tx.platformToken.deleteMany({ where: { platformShopId: id } });
    await tx.platformShop.update({
      where: { id },
      data: { status: SHOP_STATUS.Disconnected, lastError: null },
    });
    await recordAudit(tx, actor, {
      action: 'platformShop.disconnect',
      entity: 'platform_shop',
      entityId: id,
      before: { status: shop.status },
      after: { status: SHOP_STATUS.Disconnected },
      requestId,
    });
  });
}
