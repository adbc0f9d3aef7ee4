// What the database keeps for the stock reads (migration stock_reads_rollups) against the
// ledger rows and bills themselves, after every kind of write: random stock ins, outs and
// moves through the real services (fast-check), bills written row by row at Bangkok
// midnight with a line in a storage that is neither their from nor their to, bills posted
// at the same moment (outs and moves in opposite directions), and the rebuild the large
// seed uses. Then the reads built on them: the bill history's totals, the storage
// history's QuantitySummary and the dashboard, each equal to what the rows give, and the
// kept (cached) answers following every change they depend on.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import {
  stockDashboard,
  listBillHistory,
  type Dashboard,
  type StorageHistory,
  forgetSnapshots,
  storageHistory,
} from '@/lib/domain/wms/inventory/reads';
import { stockIn, stockMove, stockOut } from '@/lib/domain/wms/inventory/writes';
import { AppError } from '@/lib/errors';
import { call } from './helpers/api';
import {
  ledgerMismatches,
  newStockShop,
  root,
  tokenOf,
  type StockShop,
} from './helpers/stock-fixtures';

let shop: StockShop;

const bkkDay = (at: Date) => new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
const today = () => bkkDay(new Date());
const daysAgo = (n: number) => bkkDay(new Date(Date.now() - n * 86_400_000));

/** The ledger per storage, Bangkok day, product and kind: kept, and summed from the rows. */
async function ledgerDays(e: number): Promise<{ kept: string[]; direct: string[] }> {
  const direct = await root.$queryRaw<Array<{ k: string }>>`
    SELECT concat_ws(' ', storage_id, day, wms_product_id, kind, units_in, units_out, lines) AS k
      FROM (SELECT l.storage_id,
                   to_char(l.created_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS day,
                   l.wms_product_id, bi.kind,
                   COALESCE(sum(l.amount) FILTER (WHERE l.amount > 0), 0) AS units_in,
                   COALESCE(-sum(l.amount) FILTER (WHERE l.amount < 0), 0) AS units_out,
                   count(*) AS lines
              FROM inventory_ledgers l JOIN inventory_bills bi ON bi.id = l.bill_id
             WHERE l.enterprise_id = ${e}
             GROUP BY 1, 2, 3, 4) x`;
  const kept = await root.$queryRaw<Array<{ k: string }>>`
    SELECT concat_ws(' ', storage_id, to_char(day, 'YYYY-MM-DD'), wms_product_id, kind,
                     units_in, units_out, lines) AS k
      FROM stock_ledger_days WHERE enterprise_id = ${e}`;
  return { kept: kept.map((r) => r.k).sort(), direct: direct.map((r) => r.k).sort() };
}

/** Each bill and the storages it touches: kept, and taken from the bill and its rows. */
async function billStorages(e: number): Promise<{ kept: string[]; direct: string[] }> {
  const direct = await root.$queryRaw<Array<{ k: string }>>`
    SELECT concat_ws(' ', t.bill_id, t.storage_id, b.kind, b.created_at) AS k
      FROM (SELECT id AS bill_id, from_storage_id AS storage_id FROM inventory_bills
             WHERE enterprise_id = ${e} AND from_storage_id IS NOT NULL
            UNION
            SELECT id, to_storage_id FROM inventory_bills
             WHERE enterprise_id = ${e} AND to_storage_id IS NOT NULL
            UNION
            SELECT bill_id, storage_id FROM inventory_ledgers WHERE enterprise_id = ${e}) t
      JOIN inventory_bills b ON b.id = t.bill_id`;
  const kept = await root.$queryRaw<Array<{ k: string }>>`
    SELECT concat_ws(' ', bill_id, storage_id, kind, created_at) AS k
      FROM stock_bill_storages WHERE enterprise_id = ${e}`;
  return { kept: kept.map((r) => r.k).sort(), direct: direct.map((r) => r.k).sort() };
}

/** Bills per Bangkok day and kind: kept (the sum of the change rows), and counted. */
async function billDays(e: number): Promise<{ kept: string[]; direct: string[] }> {
  const direct = await root.$queryRaw<Array<{ k: string }>>`
    SELECT concat_ws(' ', day, kind, count(*)) AS k
      FROM (SELECT to_char(created_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS day, kind
              FROM inventory_bills WHERE enterprise_id = ${e}) b
     GROUP BY day, kind`;
  const kept = await root.$queryRaw<Array<{ k: string }>>`
    SELECT concat_ws(' ', to_char(day, 'YYYY-MM-DD'), kind, sum(n)) AS k
      FROM stock_bill_day_counts WHERE enterprise_id = ${e}
     GROUP BY day, kind HAVING sum(n) <> 0`;
  return { kept: kept.map((r) => r.k).sort(), direct: direct.map((r) => r.k).sort() };
}

async function expectKeptEqualsRows(e: number): Promise<void> {
  for (const both of [await ledgerDays(e), await billStorages(e), await billDays(e)]) {
    expect(both.direct.length).toBeGreaterThan(0);
    expect(both.kept).toEqual(both.direct);
  }
  expect(await ledgerMismatches(e)).toEqual([]);
}

/** The version of every storage of the enterprise, or of one (with the rows for all). */
async function version(e: number, storage?: number): Promise<bigint> {
  const [row] = await root.$queryRaw<Array<{ v: string }>>`
    SELECT COALESCE(sum(n), 0)::text AS v FROM stock_read_versions
     WHERE enterprise_id IN (0, ${e}) AND (${storage ?? null}::int IS NULL OR storage_id IN (0, ${storage ?? 0}))`;
  return BigInt(row!.v);
}

/**
 * A bill written row by row at `at` (as the read tests' fixtures and older writers do):
 * the bill, then each line's balance and ledger row in its own statement.
 */
async function billByRows(
  e: number,
  userId: number,
  bill: {
    kind: number;
    at: Date;
    from?: number;
    to?: number;
    lines: Array<[product: number, storage: number, amount: number]>;
  },
): Promise<number> {
  return root.$transaction(async (tx) => {
    const head = await tx.inventoryBill.create({
      data: {
        enterpriseId: e,
        billNumber: `ROW-${e}-${bill.at.getTime()}-${Math.random()}`.slice(0, 30),
        kind: bill.kind,
        userId,
        fromStorageId: bill.from ?? null,
        toStorageId: bill.to ?? null,
        createdAt: bill.at,
      },
    });
    for (const [product, storage, amount] of bill.lines) {
      // A proposed row with a negative balance fails the CHECK before ON CONFLICT is looked
      // at: units going out update the row that is there.
      const [after] =
        amount > 0
          ? await tx.$queryRaw<Array<{ balance: number }>>`
              INSERT INTO inventory_balances (enterprise_id, wms_product_id, storage_id, balance,
                                              cost, created_at, updated_at)
              VALUES (${e}, ${product}, ${storage}, ${amount}, 0, now(), now())
              ON CONFLICT (wms_product_id, storage_id) DO UPDATE
                 SET balance = inventory_balances.balance + EXCLUDED.balance, updated_at = now()
              RETURNING balance`
          : await tx.$queryRaw<Array<{ balance: number }>>`
              UPDATE inventory_balances SET balance = balance + ${amount}, updated_at = now()
               WHERE enterprise_id = ${e} AND wms_product_id = ${product} AND storage_id = ${storage}
              RETURNING balance`;
      await tx.inventoryLedger.create({
        data: {
          enterpriseId: e,
          billId: head.id,
          wmsProductId: product,
          storageId: storage,
          amount,
          balanceAfter: after!.balance,
          userId,
          createdAt: bill.at,
        },
      });
    }
    return head.id;
  });
}

/** The stock as the services see it now, without any kept answer (a transaction). */
const uncached = <T>(fn: (tx: TenantDb) => Promise<T>) => inTransaction(shop.db, fn);

beforeAll(async () => {
  shop = await newStockShop({ storages: 3, products: 5, avgCost: '10' });
  const [a, b] = shop.storages as [number, number, number];
  for (const s of [a, b])
    await stockIn(shop.db, shop.actor, {
      storage_id: s,
      items: shop.products.map((p) => ({ product_id: p, amount: 500, cost: '12.5' })),
    });
});

describe('the kept rollups equal the ledger and the bills', () => {
  it('after random stock ins, outs and moves through the services', async () => {
    const { storages, products } = shop;
    const op = fc.record({
      kind: fc.constantFrom('in', 'out', 'move'),
      from: fc.constantFrom(...storages),
      to: fc.constantFrom(...storages),
      items: fc.uniqueArray(
        fc.record({
          product_id: fc.constantFrom(...products),
          amount: fc.integer({ min: 1, max: 40 }),
        }),
        { minLength: 1, maxLength: 4, selector: (i) => i.product_id },
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        const before = await version(shop.enterpriseId);
        let wrote = false;
        for (const o of ops) {
          try {
            if (o.kind === 'in')
              await stockIn(shop.db, shop.actor, { storage_id: o.to, items: o.items });
            else if (o.kind === 'out')
              await stockOut(shop.db, shop.actor, { storage_id: o.from, items: o.items });
            else if (o.from !== o.to)
              await stockMove(shop.db, shop.actor, {
                from_storage_id: o.from,
                to_storage_id: o.to,
                items: o.items,
              });
            else continue;
            wrote = true;
          } catch (error) {
            // A short bill is refused whole: nothing of it is kept either.
            if (!(error instanceof AppError && error.key === 'inventory.balanceNotEnough'))
              throw error;
          }
        }
        await expectKeptEqualsRows(shop.enterpriseId);
        if (wrote) expect(await version(shop.enterpriseId)).toBeGreaterThan(before);
      }),
      { numRuns: 8 },
    );
  }, 120_000);

  it('after bills written row by row across Bangkok midnight, a line outside from / to', async () => {
    const e = shop.enterpriseId;
    const [a, b, c] = shop.storages as [number, number, number];
    const [p1, p2] = shop.products as [number, number];
    // 16:59:59Z is the last second of a Bangkok day, 17:00:00Z the first of the next.
    await billByRows(e, shop.adminId, {
      kind: 1,
      at: new Date('2025-06-01T16:59:59Z'),
      to: a,
      lines: [
        [p1, a, 7],
        [p2, a, 3],
      ],
    });
    await billByRows(e, shop.adminId, {
      kind: 1,
      at: new Date('2025-06-01T17:00:00Z'),
      to: a,
      lines: [[p1, a, 2]],
    });
    // A move whose second line lands in a storage the bill does not name.
    const odd = await billByRows(e, shop.adminId, {
      kind: 3,
      at: new Date('2025-06-02T03:00:00Z'),
      from: a,
      to: b,
      lines: [
        [p1, a, -4],
        [p1, c, 4],
      ],
    });
    await expectKeptEqualsRows(e);
    const touched = await root.$queryRaw<Array<{ storage_id: number }>>`
      SELECT storage_id FROM stock_bill_storages WHERE bill_id = ${odd} ORDER BY storage_id`;
    expect(touched.map((t) => t.storage_id)).toEqual([a, b, c].sort((x, y) => x - y));
    const days = await root.$queryRaw<Array<{ day: string; units_in: number }>>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(units_in)::int AS units_in
        FROM stock_ledger_days
       WHERE enterprise_id = ${e} AND storage_id = ${a} AND wms_product_id = ${p1} AND kind = 1
         AND day BETWEEN '2025-06-01' AND '2025-06-02'
       GROUP BY day ORDER BY day`;
    expect(days).toEqual([
      { day: '2025-06-01', units_in: 7 },
      { day: '2025-06-02', units_in: 2 },
    ]);
  });

  it('after bills posted at the same moment: no deadlock, nothing lost', async () => {
    const [a, b] = shop.storages as [number, number];
    const products = shop.products;
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) => {
        const items = (i % 2 ? [...products].reverse() : products).map((p) => ({
          product_id: p,
          amount: 1 + (i % 3),
        }));
        if (i % 3 === 0) return stockOut(shop.db, shop.actor, { storage_id: a, items });
        return i % 2
          ? stockMove(shop.db, shop.actor, { from_storage_id: a, to_storage_id: b, items })
          : stockMove(shop.db, shop.actor, { from_storage_id: b, to_storage_id: a, items });
      }),
    );
    const failed = results.filter((r) => r.status === 'rejected');
    for (const f of failed)
      expect((f as PromiseRejectedResult).reason).toMatchObject({
        key: 'inventory.balanceNotEnough',
      });
    expect(failed.length).toBeLessThan(results.length);
    await expectKeptEqualsRows(shop.enterpriseId);
  }, 60_000);

  it('rebuilds to the same rows (what seed:large calls after its trigger-less load)', async () => {
    const e = shop.enterpriseId;
    const before = [await ledgerDays(e), await billStorages(e), await billDays(e)];
    const v = await version(e);
    await root.$executeRaw`SELECT stock_reads_rebuild(${e})`;
    const after = [await ledgerDays(e), await billStorages(e), await billDays(e)];
    expect(after.map((x) => x.kept)).toEqual(before.map((x) => x.kept));
    expect(await version(e)).toBeGreaterThan(v);
  });
});

describe('the version counts what the kept answers depend on', () => {
  it('grows with names, thresholds, costs, kinds and removed balances, not with other edits', async () => {
    const e = shop.enterpriseId;
    const [p1] = shop.products as [number];
    const [a] = shop.storages as [number];
    const changes: Array<[string, () => Promise<unknown>]> = [
      ['product name', () => root.wmsProduct.update({ where: { id: p1 }, data: { name: 'ใหม่' } })],
      [
        'product threshold',
        () => root.wmsProduct.update({ where: { id: p1 }, data: { threshold: 9 } }),
      ],
      [
        'product cost',
        () => root.wmsProduct.update({ where: { id: p1 }, data: { avgCost: '11' } }),
      ],
      ['storage name', () => root.storage.update({ where: { id: a }, data: { name: 'คลังใหม่' } })],
      [
        'balance threshold',
        () =>
          root.inventoryBalance.updateMany({
            where: { wmsProductId: p1, storageId: a },
            data: { threshold: 3 },
          }),
      ],
    ];
    for (const [what, change] of changes) {
      const before = await version(e);
      await change();
      expect(await version(e), what).toBeGreaterThan(before);
    }
    const before = await version(e);
    await root.wmsProduct.update({ where: { id: p1 }, data: { unitName: 'กล่อง' } });
    await root.storage.update({ where: { id: a }, data: { description: 'ชั้นล่าง' } });
    expect(await version(e)).toBe(before);
  });

  it('counts per storage: a bill in one leaves the others as they are, a product counts for all', async () => {
    const e = shop.enterpriseId;
    const [a, b, c] = shop.storages as [number, number, number];
    const [p1] = shop.products as [number];
    const all = async () => [await version(e, a), await version(e, b), await version(e, c)];
    let before = await all();
    await stockOut(shop.db, shop.actor, { storage_id: a, items: [{ product_id: p1, amount: 1 }] });
    let after = await all();
    expect(after[0]).toBeGreaterThan(before[0]!);
    expect(after.slice(1)).toEqual(before.slice(1));

    before = after;
    await stockMove(shop.db, shop.actor, {
      from_storage_id: a,
      to_storage_id: c,
      items: [{ product_id: p1, amount: 1 }],
    });
    after = await all();
    expect([after[0]! > before[0]!, after[1] === before[1], after[2]! > before[2]!]).toEqual([
      true,
      true,
      true,
    ]);

    before = after;
    await root.storage.update({ where: { id: b }, data: { name: 'คลัง บี' } });
    after = await all();
    expect([after[0] === before[0], after[1]! > before[1]!, after[2] === before[2]]).toEqual([
      true,
      true,
      true,
    ]);

    before = after;
    await root.wmsProduct.update({ where: { id: p1 }, data: { sku: 'SKU-ALL-STORAGES' } });
    after = await all();
    after.forEach((v, i) => expect(v).toBeGreaterThan(before[i]!));
  });
});

describe('the reads built on them', () => {
  it('bill history totals equal a count of the bills, by days, kind and storage', async () => {
    const e = shop.enterpriseId;
    const [a, , c] = shop.storages as [number, number, number];
    const count = async (...conditions: Prisma.Sql[]) => {
      const rows = await root.$queryRaw<Array<{ n: number }>>`
        SELECT count(*)::int AS n FROM inventory_bills bi
         WHERE ${Prisma.join([Prisma.sql`bi.enterprise_id = ${e}`, ...conditions], ' AND ')}`;
      return rows[0]!.n;
    };
    const touches = (storage: number) => Prisma.sql`(bi.from_storage_id = ${storage}
      OR bi.to_storage_id = ${storage}
      OR EXISTS (SELECT 1 FROM inventory_ledgers l
                  WHERE l.bill_id = bi.id AND l.storage_id = ${storage}))`;
    const between = (first: string, last: string) => {
      const gte = new Date(`${first}T00:00:00+07:00`);
      const lt = new Date(new Date(`${last}T00:00:00+07:00`).getTime() + 86_400_000);
      return Prisma.sql`bi.created_at >= ${gte} AND bi.created_at < ${lt}`;
    };
    const june = { start_date: '2025-06-01', end_date: '2025-06-30' };
    const inJune = between(june.start_date, june.end_date);
    const kind = (k: number) => Prisma.sql`bi.kind = ${k}`;
    const cases: Array<[Record<string, unknown>, number]> = [
      [{}, await count()],
      [{ kind: 3 }, await count(kind(3))],
      [june, await count(inJune)],
      [{ ...june, kind: 1 }, await count(inJune, kind(1))],
      [{ start_date: today(), end_date: today() }, await count(between(today(), today()))],
      [{ storage_id: a }, await count(touches(a))],
      [{ storage_id: c, ...june }, await count(touches(c), inJune)],
      [{ storage_id: a, kind: 2 }, await count(touches(a), kind(2))],
    ];
    for (const [filter, want] of cases) {
      const { total, rows } = await listBillHistory(shop.db, e, {
        page: 1,
        limit: 100,
        ...filter,
      } as Parameters<typeof listBillHistory>[2]);
      expect(total, JSON.stringify(filter)).toBe(want);
      expect(rows.length, JSON.stringify(filter)).toBe(Math.min(want, 100));
    }
    // The June storage c case is the row-by-row move above: its stray line counts.
    expect(cases[6]![1]).toBe(1);
  });

  it('the storage history sums what the ledger rows give, one storage, all, one product', async () => {
    const e = shop.enterpriseId;
    const rows = await root.$queryRaw<
      Array<{
        product_id: number;
        product_name: string;
        sku: string;
        storage_id: number;
        storage_name: string;
        line: string | null;
        amount: number;
        kind: number;
        day: string;
      }>
    >`
      SELECT l.wms_product_id AS product_id, p.name AS product_name, p.sku,
             l.storage_id, s.name AS storage_name, s.packing_line AS line, l.amount, bi.kind,
             to_char(l.created_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS day
        FROM inventory_ledgers l
        JOIN inventory_bills bi ON bi.id = l.bill_id
        JOIN wms_products p ON p.id = l.wms_product_id
        JOIN storages s ON s.id = l.storage_id
       WHERE l.enterprise_id = ${e}`;
    const sums = (rs: typeof rows) => ({
      amount_in: rs.filter((r) => r.amount > 0).reduce((n, r) => n + r.amount, 0),
      amount_out: rs.filter((r) => r.amount < 0).reduce((n, r) => n - r.amount, 0),
      amount_packing: rs.filter((r) => r.kind === 5).reduce((n, r) => n - r.amount, 0),
      net: rs.reduce((n, r) => n + r.amount, 0),
    });
    const group = <K extends string>(rs: typeof rows, key: (r: (typeof rows)[0]) => K) => {
      const m = new Map<K, typeof rows>();
      for (const r of rs) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
      return [...m.values()];
    };
    const byName = (x: { product_name: string; product_id: number }, y: typeof x) =>
      x.product_name < y.product_name
        ? -1
        : x.product_name > y.product_name
          ? 1
          : x.product_id - y.product_id;
    const expected = (rs: typeof rows) => ({
      detail_by_product: group(rs, (r) => `${r.product_id}`)
        .map((g) => ({
          product_id: g[0]!.product_id,
          product_name: g[0]!.product_name,
          sku: g[0]!.sku,
          ...sums(g),
        }))
        .sort(byName),
      detail_by_storage: group(rs, (r) => `${r.storage_id}`)
        .map((g) => ({
          storage_id: g[0]!.storage_id,
          storage_name: g[0]!.storage_name,
          line: g[0]!.line,
          ...sums(g),
        }))
        .sort((x, y) =>
          x.storage_name < y.storage_name
            ? -1
            : x.storage_name > y.storage_name
              ? 1
              : x.storage_id - y.storage_id,
        ),
      // Nested as the spec shapes it: days, oldest first, each with its products by name.
      detail_by_date_by_product: group(rs, (r) => r.day)
        .map((d) => ({
          date: d[0]!.day,
          detail_by_product: group(d, (r) => `${r.product_id}`)
            .map((g) => ({
              product_id: g[0]!.product_id,
              product_name: g[0]!.product_name,
              sku: g[0]!.sku,
              ...sums(g),
            }))
            .sort(byName),
        }))
        .sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0)),
    });
    const [a, , c] = shop.storages as [number, number, number];
    const [p1] = shop.products as [number];
    const june = { start_date: '2025-06-01', end_date: '2025-06-30' };
    const inJune = (r: (typeof rows)[0]) => r.day >= june.start_date && r.day <= june.end_date;
    const recent = { start_date: daysAgo(30), end_date: today() };
    const isRecent = (r: (typeof rows)[0]) => r.day >= recent.start_date;
    const cases: Array<[Record<string, unknown>, (r: (typeof rows)[0]) => boolean]> = [
      [{ storage_id: a, ...recent }, (r) => isRecent(r) && r.storage_id === a],
      [{ storage_id: c, ...june }, (r) => inJune(r) && r.storage_id === c],
      [{ ...recent }, isRecent],
      [{ ...june }, inJune],
      [{ product_id: p1, ...june }, (r) => inJune(r) && r.product_id === p1],
      [
        { storage_id: a, product_id: p1, ...recent },
        (r) => isRecent(r) && r.storage_id === a && r.product_id === p1,
      ],
    ];
    const token = await tokenOf(shop.adminUsername);
    for (const [filter, keep] of cases) {
      const want = rows.filter(keep);
      const query = { page: 1, limit: 5, ...filter } as Parameters<typeof storageHistory>[2];
      for (const answer of [
        await storageHistory(shop.db, e, query), // computed, then kept
        await storageHistory(shop.db, e, query), // served as kept
        await uncached((tx) => storageHistory(tx, e, query)),
      ]) {
        expect(answer.total, JSON.stringify(filter)).toBe(want.length);
        expect(answer.QuantitySummary, JSON.stringify(filter)).toEqual(expected(want));
      }
      // The route writes the kept summary into its answer as it is: the same answer.
      const params = new URLSearchParams(
        Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
      );
      const res = await call<{ Datum: StorageHistory }>(
        'GET',
        `/api/v1/wms/inventory/history/storage?${params}`,
        { token },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body).toEqual({
        Msg: 'common.success',
        Datum: await storageHistory(shop.db, e, query),
      });
    }
  });

  it('a kept dashboard or storage history follows every write, and never shows anything else', async () => {
    const e = shop.enterpriseId;
    const [a, b] = shop.storages as [number, number];
    const [p1, p2] = shop.products as [number, number];
    const strip = ({ computed_at: _c, ...rest }: Dashboard) => rest;
    const stripHistory = ({ computed_at: _c, ...rest }: StorageHistory) => rest;
    const dashboard = () => stockDashboard(shop.db, e, { days: 30, storage_id: undefined });
    const history = () =>
      storageHistory(shop.db, e, { storage_id: a, page: 1, limit: 10 } as Parameters<
        typeof storageHistory
      >[2]);
    const fresh = async () => ({
      dashboard: strip(
        await uncached((tx) => stockDashboard(tx, e, { days: 30, storage_id: undefined })),
      ),
      history: stripHistory(
        await uncached((tx) =>
          storageHistory(tx, e, { storage_id: a, page: 1, limit: 10 } as Parameters<
            typeof storageHistory
          >[2]),
        ),
      ),
    });
    forgetSnapshots();
    const first = await dashboard();
    expect(strip(first)).toEqual((await fresh()).dashboard);
    // Served again as kept while nothing changed: the very answer, same computed_at.
    expect(await dashboard()).toEqual(first);

    const writes: Array<[string, () => Promise<unknown>]> = [
      [
        'stock out',
        () =>
          stockOut(shop.db, shop.actor, { storage_id: a, items: [{ product_id: p1, amount: 3 }] }),
      ],
      [
        'move',
        () =>
          stockMove(shop.db, shop.actor, {
            from_storage_id: a,
            to_storage_id: b,
            items: [{ product_id: p2, amount: 2 }],
          }),
      ],
      [
        'rename',
        () => root.wmsProduct.update({ where: { id: p1 }, data: { name: 'ชื่อใหม่ของสินค้า' } }),
      ],
      [
        'threshold',
        () => root.wmsProduct.update({ where: { id: p2 }, data: { threshold: 100_000 } }),
      ],
      ['storage rename', () => root.storage.update({ where: { id: a }, data: { name: 'คลัง เอ' } })],
    ];
    for (const [what, write] of writes) {
      await dashboard();
      await history();
      await write();
      const now = await fresh();
      expect(strip(await dashboard()), what).toEqual(now.dashboard);
      expect(stripHistory(await history()), what).toEqual(now.history);
    }

    // A bill in storage b leaves the kept history of storage a as it was: served as kept.
    const keptHistory = await history();
    await stockOut(shop.db, shop.actor, { storage_id: b, items: [{ product_id: p2, amount: 1 }] });
    expect(await history()).toEqual(keptHistory);
    expect(stripHistory(keptHistory)).toEqual((await fresh()).history);

    // Callers at the same moment after a change get the kept answer or the new one, never
    // anything else; once the computation is done, everyone gets the new one.
    const kept = strip(await dashboard());
    await stockOut(shop.db, shop.actor, { storage_id: b, items: [{ product_id: p1, amount: 1 }] });
    const now = (await fresh()).dashboard;
    expect(now).not.toEqual(kept);
    const together = await Promise.all(Array.from({ length: 8 }, () => dashboard()));
    for (const answer of together) expect([kept, now]).toContainEqual(strip(answer));
    expect(strip(await dashboard())).toEqual(now);
  });
});
