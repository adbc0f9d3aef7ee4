import { describe, expect, it } from 'vitest';
import { prisma, tenantClient, inTransaction } from '@/lib/db';
import { TENANT_MODELS } from '@/lib/db/tenant';

const root = prisma();

async function shops() {
  const demo = await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } });
  const second = await root.enterprise.findUniqueOrThrow({ where: { code: 'second-shop' } });
  return {
    demo: tenantClient(root, demo.id),
    second: tenantClient(root, second.id),
    demoId: demo.id,
    secondId: second.id,
  };
}

describe('the tenant client', () => {
  it('scopes every business model that has an enterprise', () => {
    for (const model of [
      'User',
      'Order',
      'InventoryBalance',
      'AuditLog',
      'Product',
      'Coupon',
      'PurchaseOrder',
    ]) {
      expect(TENANT_MODELS.has(model)).toBe(true);
    }
    expect(TENANT_MODELS.has('Bank')).toBe(false);
    expect(TENANT_MODELS.has('ThaiAddress')).toBe(false);
  });

  it("reads only its own enterprise, and another enterprise's id is like a missing one", async () => {
    const { demo, second, demoId } = await shops();
    const demoUsers = await demo.user.findMany({ select: { enterpriseId: true } });
    expect(demoUsers.length).toBeGreaterThan(1);
    expect(demoUsers.every((u) => u.enterpriseId === demoId)).toBe(true);
    const admin = await root.user.findFirstOrThrow({ where: { username: 'admin' } });
    expect(await second.user.findUnique({ where: { id: admin.id } })).toBeNull();
    expect(await second.user.count({ where: { username: 'admin' } })).toBe(0);
    await expect(
      second.user.update({ where: { id: admin.id }, data: { nickName: 'hacked' } }),
    ).rejects.toMatchObject({ code: 'P2025' });
    await expect(second.user.delete({ where: { id: admin.id } })).rejects.toMatchObject({
      code: 'P2025',
    });
    expect(
      (await second.user.updateMany({ where: { id: admin.id }, data: { nickName: 'hacked' } }))
        .count,
    ).toBe(0);
    expect((await root.user.findUniqueOrThrow({ where: { id: admin.id } })).nickName).not.toBe(
      'hacked',
    );
  });

  it('writes its enterprise into what it creates, whatever the input says', async () => {
    const { second, secondId, demoId } = await shops();
    const team = await second.team.create({
      data: { name: `tenancy-${Date.now()}`, enterpriseId: demoId } as never,
    });
    expect(team.enterpriseId).toBe(secondId);
    await root.team.delete({ where: { id: team.id } });
  });

  it('refuses a bulk change whose filter went undefined', async () => {
    const { demo } = await shops();
    await expect(
      demo.user.updateMany({ where: { id: undefined }, data: { nickName: 'x' } }),
    ).rejects.toThrow(/undefined filter/);
  });

  it('keeps the scope inside a transaction', async () => {
    const { second } = await shops();
    const count = await inTransaction(second, async (tx) => tx.user.count());
    expect(count).toBe(await second.user.count());
    expect(count).toBeLessThan(await root.user.count());
  });
});
