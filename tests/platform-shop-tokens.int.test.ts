// A connected shop's tokens on the real database: stored sealed (never in the clear),
// read back by the shop's own enterprise only, still readable after the key is rotated, and
// not readable when copied onto another shop's row or when their key has been dropped.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma, tenantClient } from '@/lib/db';
import {
  readShopTokens,
  storeShopTokens,
  tokenKeyRing,
  type TokenShop,
} from '@/lib/domain/platforms/shop-tokens';
import { parseTokenKeyRing } from '@/lib/domain/platforms/token-cipher';

const root = prisma();
const tag = randomBytes(3).toString('hex');
const key = () => randomBytes(32).toString('base64');

let shop: TokenShop;
let otherShop: TokenShop;
let secondId: number;

const tokens = {
  accessToken: `ROW_access_${tag}`,
  refreshToken: `ROW_refresh_${tag}`,
  accessExpiresAt: new Date('2026-12-03T00:00:00Z'),
  refreshExpiresAt: new Date('2027-05-01T00:00:00Z'),
};

beforeAll(async () => {
  const demoId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
  secondId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'second-shop' } })).id;
  const made = await root.platformShop.create({
    data: { enterpriseId: demoId, platform: 2, shopId: `tok-${tag}`, name: `TikTok ${tag}` },
  });
  const other = await root.platformShop.create({
    data: { enterpriseId: demoId, platform: 2, shopId: `tok2-${tag}`, name: `TikTok 2 ${tag}` },
  });
  shop = { id: made.id, enterpriseId: demoId, platform: 2, shopId: made.shopId };
  otherShop = { id: other.id, enterpriseId: demoId, platform: 2, shopId: other.shopId };
});

describe('shop tokens', () => {
  it('are stored sealed and read back by their own enterprise', async () => {
    const db = tenantClient(root, shop.enterpriseId);
    await storeShopTokens(db, shop, tokens);
    const row = await root.platformToken.findUniqueOrThrow({ where: { platformShopId: shop.id } });
    expect(row.enterpriseId).toBe(shop.enterpriseId);
    expect(row.accessTokenEnc).not.toContain(tokens.accessToken);
    expect(row.refreshTokenEnc).not.toContain(tokens.refreshToken);
    expect(await readShopTokens(db, shop)).toEqual({ ...tokens, sealedWithOldKey: false });
  });

  it('are not found through another enterprise', async () => {
    expect(await readShopTokens(tenantClient(root, secondId), shop)).toBeNull();
  });

  it('replace the stored ones on a refresh', async () => {
    const db = tenantClient(root, shop.enterpriseId);
    const refreshed = { ...tokens, accessToken: `ROW_access2_${tag}`, refreshToken: null };
    await storeShopTokens(db, shop, refreshed);
    expect(await root.platformToken.count({ where: { platformShopId: shop.id } })).toBe(1);
    expect(await readShopTokens(db, shop)).toMatchObject({
      accessToken: refreshed.accessToken,
      refreshToken: null,
    });
  });

  it('open after the key is rotated, say so, and do not open once the key is dropped', async () => {
    const db = tenantClient(root, otherShop.enterpriseId);
    const oldKey = key();
    await storeShopTokens(db, otherShop, tokens, parseTokenKeyRing(`old:${oldKey}`));
    const rotated = parseTokenKeyRing(`new:${key()},old:${oldKey}`);
    expect(await readShopTokens(db, otherShop, rotated)).toMatchObject({
      accessToken: tokens.accessToken,
      sealedWithOldKey: true,
    });
    expect(await readShopTokens(db, otherShop, parseTokenKeyRing(`new:${key()}`))).toBeNull();
  });

  it("do not open when copied onto another shop's row", async () => {
    const db = tenantClient(root, shop.enterpriseId);
    await storeShopTokens(db, otherShop, tokens, tokenKeyRing());
    const mine = await root.platformToken.findUniqueOrThrow({ where: { platformShopId: shop.id } });
    await root.platformToken.update({
      where: { platformShopId: otherShop.id },
      data: { accessTokenEnc: mine.accessTokenEnc, refreshTokenEnc: null },
    });
    expect(await readShopTokens(db, otherShop)).toBeNull();
  });
});
