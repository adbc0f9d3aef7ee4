// Stock writes under concurrency on the real PostgreSQL (correctness under
// load): each call below is a separate transaction through the app's pool (10
// connections), started all at once with Promise.all. The database, not the application,
// keeps balances from going below zero, bill numbers gapless, and bills deadlock-free.
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { BILL_KIND } from '@/lib/domain/wms/inventory/shared';
import { billPeriod, stockIn, stockMove, stockOut } from '@/lib/domain/wms/inventory/writes';
import {
  balanceOf,
  billNumbers,
  ledgerMismatches,
  newStockShop,
  root,
} from './helpers/stock-fixtures';

/** What a settled call ended as: ok, or the catalogue key of its error (else the message). */
function outcome(r: PromiseSettledResult<unknown>): string {
  if (r.status === 'fulfilled') return 'ok';
  const e = r.reason as unknown;
  return e instanceof AppError ? e.key : `unexpected: ${String(e)}`;
}

function tally(results: PromiseSettledResult<unknown>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) counts[outcome(r)] = (counts[outcome(r)] ?? 0) + 1;
  return counts;
}

describe('stock bills at the same moment', () => {
  it('200 outs of 1 against a balance of 50: exactly 50 succeed, the rest are refused', async () => {
    const shop = await newStockShop({ storages: 1, products: 1 });
    const [storage] = shop.storages as [number];
    const [product] = shop.products as [number];
    await stockIn(shop.db, shop.actor, {
      storage_id: storage,
      items: [{ product_id: product, amount: 50, cost: '10' }],
    });

    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        stockOut(shop.db, shop.actor, {
          storage_id: storage,
          items: [{ product_id: product, amount: 1 }],
        }),
      ),
    );

    expect(tally(results)).toEqual({ ok: 50, 'inventory.balanceNotEnough': 150 });
    expect(await balanceOf(shop.enterpriseId, product, storage)).toBe(0);
    expect(await ledgerMismatches(shop.enterpriseId)).toEqual([]);
    const sum = await root.inventoryLedger.aggregate({
      where: { enterpriseId: shop.enterpriseId, wmsProductId: product, storageId: storage },
      _sum: { amount: true },
    });
    expect(sum._sum.amount).toBe(0);
    // 50 OUT bills numbered 1..50: the 150 refused ones used no number.
    const period = billPeriod();
    expect(await billNumbers(shop.enterpriseId, BILL_KIND.Out)).toEqual(
      Array.from({ length: 50 }, (_, i) => `OUT-${period}-${String(i + 1).padStart(5, '0')}`),
    );
  }, 120_000);

  it('moves in opposite directions with products listed in different orders: no deadlock, totals kept', async () => {
    const shop = await newStockShop({ storages: 2, products: 4 });
    const [a, b] = shop.storages as [number, number];
    const products = shop.products;
    for (const s of [a, b]) {
      await stockIn(shop.db, shop.actor, {
        storage_id: s,
        items: products.map((p) => ({ product_id: p, amount: 1000 })),
      });
    }
    const shuffled = (seed: number) =>
      [...products].sort((x, y) => ((x * 7919 + seed) % 13) - ((y * 7919 + seed) % 13));

    const results = await Promise.allSettled(
      Array.from({ length: 120 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
        const order = i % 3 === 0 ? [...products].reverse() : shuffled(i);
        return stockMove(shop.db, shop.actor, {
          from_storage_id: from,
          to_storage_id: to,
          items: order.map((p, k) => ({ product_id: p, amount: 1 + ((i + k) % 3) })),
        });
      }),
    );

    // Every move fits (1000 units each side, at most 60 x 3 leave a side): all succeed.
    expect(tally(results)).toEqual({ ok: 120 });
    for (const p of products) {
      const total =
        (await balanceOf(shop.enterpriseId, p, a)) + (await balanceOf(shop.enterpriseId, p, b));
      expect(total).toBe(2000);
    }
    expect(await ledgerMismatches(shop.enterpriseId)).toEqual([]);
  }, 120_000);

  it('40 concurrent bills are numbered 00001..00040 without a gap; a refused bill uses no number', async () => {
    const shop = await newStockShop({ storages: 1, products: 2 });
    const [storage] = shop.storages as [number];
    const [p1, p2] = shop.products as [number, number];

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        i % 5 === 4
          ? // Refused: the second product has no stock at all.
            stockOut(shop.db, shop.actor, {
              storage_id: storage,
              items: [{ product_id: p2, amount: 1 }],
            })
          : stockIn(shop.db, shop.actor, {
              storage_id: storage,
              items: [{ product_id: p1, amount: 1 + (i % 4), cost: String(10 + i) }],
            }),
      ),
    );
    expect(tally(results)).toEqual({ ok: 40, 'inventory.balanceNotEnough': 10 });

    const period = billPeriod();
    expect(await billNumbers(shop.enterpriseId, BILL_KIND.In)).toEqual(
      Array.from({ length: 40 }, (_, i) => `IN-${period}-${String(i + 1).padStart(5, '0')}`),
    );
    expect(await billNumbers(shop.enterpriseId, BILL_KIND.Out)).toEqual([]);
    // The next bill continues the sequence: the refused ones gave their numbers back.
    const next = await stockIn(shop.db, shop.actor, {
      storage_id: storage,
      items: [{ product_id: p1, amount: 1 }],
    });
    expect(next.BillNumber).toBe(`IN-${period}-00041`);
    const out = await stockOut(shop.db, shop.actor, {
      storage_id: storage,
      items: [{ product_id: p1, amount: 1 }],
    });
    expect(out.BillNumber).toBe(`OUT-${period}-00001`);
    expect(await ledgerMismatches(shop.enterpriseId)).toEqual([]);
  }, 120_000);

  it("a bill inside a caller's transaction takes its number when that commits; a rollback uses none", async () => {
    const shop = await newStockShop({ storages: 2, products: 1 });
    const [storage, other] = shop.storages as [number, number];
    const [product] = shop.products as [number];
    const input = { storage_id: storage, items: [{ product_id: product, amount: 2 }] };
    const period = billPeriod();

    await expect(
      shop.db.$transaction(async (tx) => {
        const bill = await stockIn(tx, shop.actor, input);
        // Not committed yet: the bill holds a provisional number of its series.
        expect(bill.BillNumber).toBe(`~IN-${period}~${bill.ID}`);
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    expect(await balanceOf(shop.enterpriseId, product, storage)).toBe(0);

    // A refused bill inside a transaction rolls back to before it; the transaction goes on.
    // The move writes the unit into the first storage (the lower id, locked first) before
    // it finds the second one empty: that write must be undone too.
    const committed = await shop.db.$transaction(async (tx) => {
      await expect(
        stockMove(tx, shop.actor, {
          from_storage_id: other,
          to_storage_id: storage,
          items: [{ product_id: product, amount: 1 }],
        }),
      ).rejects.toThrow('inventory.balanceNotEnough');
      return stockIn(tx, shop.actor, input);
    });
    const stored = await root.inventoryBill.findUniqueOrThrow({ where: { id: committed.ID } });
    expect(stored.billNumber).toBe(`IN-${period}-00001`);
    const next = await stockIn(shop.db, shop.actor, input);
    expect(next.BillNumber).toBe(`IN-${period}-00002`);
    expect(await balanceOf(shop.enterpriseId, product, storage)).toBe(4);
    expect(await ledgerMismatches(shop.enterpriseId)).toEqual([]);
  });

  it('concurrent stock ins with costs: the average is the same as one after the other', async () => {
    const shop = await newStockShop({ storages: 3, products: 1 });
    const [product] = shop.products as [number];
    const lines = Array.from({ length: 30 }, (_, i) => ({
      storage: shop.storages[i % 3]!,
      amount: 1 + (i % 5),
      cost: String(10 + (i % 7)),
    }));
    const results = await Promise.allSettled(
      lines.map((l) =>
        stockIn(shop.db, shop.actor, {
          storage_id: l.storage,
          items: [{ product_id: product, amount: l.amount, cost: l.cost }],
        }),
      ),
    );
    expect(tally(results)).toEqual({ ok: 30 });
    // Replay the committed order (the ledger ids) through the formula with 4-decimal rounding.
    const rows = await root.inventoryLedger.findMany({
      where: { enterpriseId: shop.enterpriseId, wmsProductId: product },
      orderBy: { id: 'asc' },
      select: { amount: true, unitCost: true },
    });
    let onHand = 0;
    let avg = new (await import('@/lib/generated/prisma/client')).Prisma.Decimal(0);
    for (const r of rows) {
      avg = avg
        .mul(onHand)
        .add(r.unitCost.mul(r.amount))
        .div(onHand + r.amount)
        .toDecimalPlaces(4, 4);
      onHand += r.amount;
    }
    const stored = await root.wmsProduct.findUniqueOrThrow({
      where: { id: product },
      select: { avgCost: true },
    });
    expect(stored.avgCost.toFixed(4)).toBe(avg.toFixed(4));
  }, 120_000);
});
