// The stock dashboard against the real database: every figure equals what this
// file inserted, computed here from the inserted rows (value with exact decimal
// arithmetic, low stock by the threshold rule, movements per Bangkok day, top movers,
// value per storage), for all storages and for one; and the plans of its statements (and
// of the other stock reads) reach this enterprise's rows through indexes, never scanning
// another enterprise's.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listBalances,
  stockDashboard,
  listBillHistory,
  linePackSummaryV2,
  storageHistory,
  listWaitingToShip,
  type Dashboard,
} from '@/lib/domain/wms/inventory/reads';
import type { TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { call } from './helpers/api';
import {
  addBill,
  addProduct,
  addStorage,
  inventoryShop,
  ledgerBalance,
  move,
  root,
  stockIn,
  sumValueText,
  takeOut,
  type InventoryShop,
  type LedgerFact,
  type ProductFact,
  type StorageFact,
} from './helpers/inventory-fixtures';

interface Envelope<T> {
  Msg: string;
  Datum: T;
}

const DAY = 86_400_000;
const bkkDay = (at: Date) => new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
const TRANSFER = new Set([3, 4]);

let shop: InventoryShop;
let other: InventoryShop;
let main: StorageFact, spare: StorageFact, line: StorageFact, holding: StorageFact;
let a: ProductFact, b: ProductFact, c: ProductFact, d: ProductFact;
const ownThreshold = new Map<string, number>();
const now = new Date();
const ago = (days: number) => new Date(now.getTime() - days * DAY - 60_000);

beforeAll(async () => {
  [shop, other] = [await inventoryShop(), await inventoryShop()];
  main = await addStorage(shop, { name: 'D คลังหลัก' });
  spare = await addStorage(shop, { name: 'D คลังสำรอง' });
  line = await addStorage(shop, { name: 'D ไลน์แพ็ก', kind: 2, packingLine: 'LINE-D' });
  holding = await addStorage(shop, { name: 'D ของฝากพนักงาน', kind: 3 });
  a = await addProduct(shop, { name: 'ก สินค้า', threshold: 10, avgCost: '12.3456' });
  b = await addProduct(shop, { name: 'ข สินค้า', threshold: 0, avgCost: '7.5000' });
  c = await addProduct(shop, { name: 'ค สินค้า', threshold: 50, avgCost: '0.3333' });
  d = await addProduct(shop, { name: 'ง สินค้า', threshold: 5, avgCost: '99.9900' });

  await stockIn(shop, main.id, [[a.id, 100]], { at: ago(40) });
  await stockIn(
    shop,
    main.id,
    [
      [b.id, 40],
      [c.id, 30],
    ],
    { at: ago(5) },
  );
  await move(shop, main.id, line.id, [[a.id, 20]], { at: ago(3) });
  await takeOut(shop, 2, main.id, [[a.id, 15]], { at: ago(3) });
  await takeOut(shop, 5, line.id, [[a.id, 6]], { at: ago(3) });
  await move(shop, main.id, spare.id, [[c.id, 10]], { at: ago(1) });
  await stockIn(shop, main.id, [[d.id, 3]], { at: ago(1) });
  await takeOut(shop, 2, main.id, [[d.id, 3]], { at: ago(1) });
  await addBill(shop, {
    kind: 4,
    fromStorageId: main.id,
    toStorageId: holding.id,
    at: new Date(now.getTime() - 1000),
    lines: [
      { productId: b.id, storageId: main.id, amount: -4 },
      { productId: b.id, storageId: holding.id, amount: 4 },
    ],
  });
  await takeOut(shop, 5, line.id, [[a.id, 2]], { at: new Date(now.getTime() - 1000) });
  await root.inventoryBalance.updateMany({
    where: { wmsProductId: a.id, storageId: line.id },
    data: { threshold: 15 },
  });
  ownThreshold.set(`${a.id}:${line.id}`, 15);

  const os = await addStorage(other);
  const op = await addProduct(other, { avgCost: '1000.0000', threshold: 100 });
  await stockIn(other, os.id, [[op.id, 7]], { at: ago(2) });
});

/** Balance rows as the fixture's facts give them. */
function balances(storageId?: number) {
  const keys = new Set(
    shop.ledger
      .filter((f) => !storageId || f.storageId === storageId)
      .map((f) => `${f.productId}:${f.storageId}`),
  );
  return [...keys].map((key) => {
    const [productId, sid] = key.split(':').map(Number) as [number, number];
    const product = shop.products.find((p) => p.id === productId)!;
    const storage = shop.storages.find((s) => s.id === sid)!;
    const balance = ledgerBalance(shop, productId, sid);
    const threshold = ownThreshold.get(key) ?? (storage.kind === 1 ? product.threshold : 0);
    return { product, storage, balance, threshold, low: balance < threshold };
  });
}

function expected(days: number, storageId?: number): Omit<Dashboard, 'period'> {
  const rows = balances(storageId);
  const first = bkkDay(new Date(now.getTime() - (days - 1) * DAY));
  const inPeriod = (f: LedgerFact) =>
    bkkDay(f.at) >= first && (!storageId || f.storageId === storageId);
  const facts = shop.ledger.filter(inPeriod);
  const dates = Array.from({ length: days }, (_, i) =>
    bkkDay(new Date(now.getTime() - (days - 1 - i) * DAY)),
  );
  const sum = (fs: LedgerFact[]) => fs.reduce((n, f) => n + f.amount, 0);
  const movements_per_day = dates.map((date) => {
    const day = facts.filter((f) => bkkDay(f.at) === date);
    const plain = day.filter((f) => !TRANSFER.has(f.kind));
    const moved = day.filter((f) => TRANSFER.has(f.kind));
    return {
      date,
      in: sum(plain.filter((f) => f.amount > 0)),
      out: 0 - sum(plain.filter((f) => f.amount < 0)),
      move: storageId
        ? moved.reduce((n, f) => n + Math.abs(f.amount), 0)
        : sum(moved.filter((f) => f.amount > 0)),
    };
  });
  const top_movers = shop.products
    .map((p) => ({
      product_id: p.id,
      ProductName: p.name,
      sku: p.sku,
      units_out:
        0 - sum(facts.filter((f) => f.productId === p.id && !TRANSFER.has(f.kind) && f.amount < 0)),
    }))
    .filter((m) => m.units_out > 0)
    .sort((x, y) => y.units_out - x.units_out);
  const low = rows
    .filter((r) => r.low)
    .sort((x, y) => y.threshold - y.balance - (x.threshold - x.balance));
  const storages = [...new Set(rows.map((r) => r.storage))];
  return {
    stock_value: sumValueText(rows.map((r) => [r.balance, r.product.avgCost])),
    units: rows.reduce((n, r) => n + r.balance, 0),
    products: new Set(rows.filter((r) => r.balance > 0).map((r) => r.product.id)).size,
    low_stock_count: low.length,
    low_stock: low.map((r) => ({
      ID: expect.any(Number) as unknown as number,
      product_id: r.product.id,
      ProductName: r.product.name,
      sku: r.product.sku,
      storage_id: r.storage.id,
      StorageName: r.storage.name,
      balance: r.balance,
      threshold: r.threshold,
      on_order: 0,
    })),
    movements_per_day,
    top_movers,
    value_by_storage: storages
      .map((s) => {
        const here = rows.filter((r) => r.storage === s);
        return {
          storage_id: s.id,
          StorageName: s.name,
          storage_kind: s.kind,
          units: here.reduce((n, r) => n + r.balance, 0),
          value: sumValueText(here.map((r) => [r.balance, r.product.avgCost])),
        };
      })
      .filter((v) => v.units > 0)
      .sort((x, y) => Number(y.value) - Number(x.value)),
  };
}

const dashboard = (token: string, q = '') =>
  call<Envelope<Dashboard>>('GET', `/api/v1/wms/inventory/dashboard${q}`, { token });

describe('stock dashboard', () => {
  it('answers what the inserted rows give, over the default 30 days', async () => {
    const res = await dashboard(shop.viewer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { period, computed_at, ...figures } = res.body.Datum;
    expect(figures).toEqual(expected(30));
    expect(Date.parse(computed_at!)).toBeGreaterThan(now.getTime() - 60_000);
    expect(period).toEqual({
      start_date: bkkDay(new Date(now.getTime() - 29 * DAY)),
      end_date: bkkDay(now),
    });
    // A few figures spelled out, so a slip in the model above shows too.
    expect(figures.units).toBe(65 + 12 + 36 + 4 + 20 + 10);
    expect(figures.low_stock_count).toBe(4); // C main 20<50, C spare 10<50, D main 0<5, A line 12<15
    expect(figures.top_movers.map((m) => [m.product_id, m.units_out])).toEqual([
      [a.id, 23],
      [d.id, 3],
    ]);
    expect(figures.movements_per_day).toHaveLength(30);
    expect(figures.movements_per_day.at(-1)).toMatchObject({ date: bkkDay(now), out: 2, move: 4 });
  });

  it('narrows to one storage and to fewer days', async () => {
    const res = await dashboard(shop.admin, `?storage_id=${main.id}&days=2`);
    expect(res.status).toBe(200);
    const { period: _p, computed_at: _c, ...figures } = res.body.Datum;
    expect(figures).toEqual(expected(2, main.id));
    expect(figures.movements_per_day).toHaveLength(2);
    const line7 = await dashboard(shop.admin, `?storage_id=${line.id}&days=7`);
    const { period: _q, computed_at: _d, ...lineFigures } = line7.body.Datum;
    expect(lineFigures).toEqual(expected(7, line.id));
    const long = await dashboard(shop.admin, '?days=90');
    expect(long.body.Datum.movements_per_day).toHaveLength(90);
    const { period: _r, computed_at: _e, ...longFigures } = long.body.Datum;
    expect(longFigures).toEqual(expected(90));
  });

  it('refuses bad days, another enterprise’s storage and readers without wms', async () => {
    for (const q of ['?days=0', '?days=91', '?days=x', '?storage_id=-1']) {
      const res = await dashboard(shop.admin, q);
      expect([res.status, res.body.Msg], q).toEqual([400, 'common.invalidParameter']);
    }
    const foreign = await dashboard(other.admin, `?storage_id=${main.id}`);
    expect([foreign.status, foreign.body.Msg]).toEqual([404, 'common.notFound']);
    expect((await dashboard(shop.outsider)).status).toBe(403);
    // The other enterprise sees only its own stock.
    const theirs = await dashboard(other.admin);
    expect(theirs.body.Datum).toMatchObject({ stock_value: '7000.00', units: 7, products: 1 });
  });
});

// ---------------------------------------------------------------------------------------
// Plans: the dashboard's statements read this enterprise's rows through its indexes
// ---------------------------------------------------------------------------------------

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe('plans of the stock reads', () => {
  const plans: PlanNode[] = [];
  const statements: string[] = [];
  /** A db whose every statement is explained (with the real run's row counts), not answered. */
  const explaining = {
    $queryRaw: async (sql: Prisma.Sql) => {
      const rows = await root.$queryRaw<Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>>(
        Prisma.sql`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      );
      plans.push(rows[0]!['QUERY PLAN'][0]!.Plan);
      statements.push(sql.text.replace(/\s+/g, ' ').slice(0, 120));
      return sql.text.includes('value_by_storage') || sql.text.includes('movements_per_day')
        ? [{ value_by_storage: [], movements_per_day: [], top_movers: [] }]
        : [];
    },
    storage: { findFirst: async () => ({ id: main.id }) },
  } as unknown as TenantDb;

  function expectIndexedOnly() {
    const ours = shop.ledger.length;
    const watched = new Set([
      'inventory_ledgers',
      'inventory_bills',
      'inventory_balances',
      // What the database keeps for these reads (migration stock_reads_rollups).
      'stock_ledger_days',
      'stock_bill_storages',
      'stock_bill_day_counts',
    ]);
    const explained = statements.splice(0);
    for (const [i, plan] of plans.splice(0).entries()) {
      for (const node of nodes(plan).filter((n) => watched.has(n['Relation Name'] ?? ''))) {
        const label = `${node['Node Type']} on ${node['Relation Name']} in: ${explained[i]}`;
        expect(node['Node Type'], label).not.toBe('Seq Scan');
        // Whatever index it takes, it does not read the neighbour's rows and drop them.
        expect(node['Rows Removed by Filter'] ?? 0, label).toBeLessThan(ours * 2);
      }
    }
  }

  beforeAll(async () => {
    // A big neighbour: 4000 ledger rows, 400 bills and 2000 balances of another enterprise.
    const big = await inventoryShop();
    const storage = await addStorage(big);
    for (let i = 0; i < 9; i++) await addStorage(big);
    await root.$executeRaw`
      INSERT INTO wms_products (enterprise_id, name, sku, barcode, avg_cost, updated_at)
      SELECT ${big.id}, 'big ' || g, 'BIG-' || g, 'BIG' || ${big.id} || '-' || g, 2, now()
        FROM generate_series(1, 200) g`;
    const first = (
      await root.wmsProduct.findFirstOrThrow({
        where: { enterpriseId: big.id },
        orderBy: { id: 'asc' },
      })
    ).id;
    await root.$executeRaw`
      INSERT INTO inventory_balances (enterprise_id, wms_product_id, storage_id, balance, cost, updated_at)
      SELECT ${big.id}, p.id, s.id, 20, 0, now()
        FROM wms_products p CROSS JOIN storages s
       WHERE p.enterprise_id = ${big.id} AND s.enterprise_id = ${big.id}`;
    await root.$executeRaw`
      INSERT INTO inventory_bills (enterprise_id, bill_number, kind, user_id, to_storage_id, created_at)
      SELECT ${big.id}, 'BIG-' || g, 1 + (g % 5), ${big.adminId}, ${storage.id},
             now() - (g % 30) * interval '1 day'
        FROM generate_series(1, 400) g`;
    await root.$executeRaw`
      INSERT INTO inventory_ledgers (enterprise_id, bill_id, wms_product_id, storage_id, amount,
                                     balance_after, user_id, created_at)
      SELECT ${big.id}, bi.id, ${first} + (g % 200), ${storage.id}, 1, 1, ${big.adminId}, bi.created_at
        FROM inventory_bills bi CROSS JOIN generate_series(1, 10) g
       WHERE bi.enterprise_id = ${big.id}`;
    await root.$executeRaw`ANALYZE inventory_ledgers, inventory_bills, inventory_balances`;
    expect(await root.inventoryLedger.count({ where: { enterpriseId: big.id } })).toBe(4000);
  });

  it('the dashboard never scans another enterprise’s ledger, bills or balances', async () => {
    // One statement per dashboard (outside a transaction the same one, with the version
    // check before it: read-snapshots.ts).
    await stockDashboard(explaining, shop.id, { days: 30, storage_id: undefined });
    await stockDashboard(explaining, shop.id, { days: 30, storage_id: main.id });
    expect(plans).toHaveLength(2);
    expectIndexedOnly();
  });

  it('nor do the lists, the history and the reports', async () => {
    const paging = { page: 1, limit: 10 };
    const today = bkkDay(now);
    await listBalances(explaining, shop.id, { ...paging, low: true });
    await listBalances(explaining, shop.id, { ...paging, low: false, storage_id: main.id });
    await listBillHistory(explaining, shop.id, { ...paging });
    await listBillHistory(explaining, shop.id, { ...paging, kind: 5, product_id: a.id });
    await storageHistory(explaining, shop.id, { ...paging, storage_id: main.id });
    await linePackSummaryV2(explaining, shop.id, { end_date: today });
    await listWaitingToShip(explaining, shop.id, { ...paging });
    expect(plans.length).toBeGreaterThanOrEqual(11);
    expectIndexedOnly();
  });
});
