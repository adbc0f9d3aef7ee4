import { sqlRunner, USER_NAME_SQL, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import type {
  Measures,
  WmsSummaryRange,
  WmsSummaryReady,
} from '@/lib/domain/reports/wms-summary/schemas';
import type { StoredWmsSummary } from '@/lib/domain/reports/wms-summary/result-store';
import type { GroupName, MeasureRow } from '@/lib/domain/reports/wms-summary/summary-sql';

// A stored result as the call answers it: the groups' names read now (a renamed storage,
// channel, product or user shows its new name without a new job, which is why names are
// not part of the fingerprint), every list sorted by amount, largest first, then quantity,
// then name.

interface NameRow {
  kind: 'storage' | 'sale_channel' | 'product' | 'user';
  id: number;
  name: string | null;
  sku: string | null;
}

type Names = Map<string, { name: string | null; sku: string | null }>;

async function readNames(db: TenantDb, e: number, rows: MeasureRow[]): Promise<Names> {
  const ids = (...groups: GroupName[]) => [
    ...new Set(
      rows.filter((r) => groups.includes(r.group) && r.id !== null).map((r) => r.id as number),
    ),
  ];
  if (!rows.some((r) => r.group !== 'total')) return new Map();
  const found = await sqlRunner(db).rows<NameRow>(Prisma.sql`
    SELECT 'storage' AS kind, s.id::int AS id, s.name, NULL::text AS sku
      FROM storages s WHERE s.enterprise_id = ${e} AND s.id = ANY(${ids('wms')}::int[])
    UNION ALL
    SELECT 'sale_channel', c.id::int, c.name, NULL
      FROM sale_channels c
     WHERE c.enterprise_id = ${e} AND c.id = ANY(${ids('sale_channel')}::int[])
    UNION ALL
    SELECT 'product', w.id::int, w.name, w.sku
      FROM wms_products w WHERE w.enterprise_id = ${e} AND w.id = ANY(${ids('product')}::int[])
    UNION ALL
    SELECT 'user', u.id::int, ${USER_NAME_SQL}, NULL
      FROM users u
     WHERE u.enterprise_id = ${e} AND u.id = ANY(${ids('shipping_user', 'user')}::int[])`);
  return new Map(found.map((n) => [`${n.kind}:${n.id}`, { name: n.name, sku: n.sku }]));
}

/** Money strings with two decimals compared exactly, as satang. */
const satang = (amount: string) => BigInt(amount.replace('.', ''));

function byAmount<T extends Measures & { id: number | null; label: string | null }>(
  a: T,
  b: T,
): number {
  const money = satang(b.amount) - satang(a.amount);
  if (money !== 0n) return money > 0n ? 1 : -1;
  if (a.quantity !== b.quantity) return b.quantity - a.quantity;
  const name = (a.label ?? '').localeCompare(b.label ?? '', 'th');
  if (name !== 0) return name;
  return (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER);
}

const measuresOf = (r: MeasureRow): Measures => ({
  orders: r.orders,
  parcels: r.parcels,
  quantity: r.quantity,
  amount: r.amount,
});

function sorted<R>(
  rows: MeasureRow[],
  group: GroupName,
  label: (r: MeasureRow) => string | null,
  shape: (r: MeasureRow) => R,
): R[] {
  return rows
    .filter((r) => r.group === group)
    .map((r) => ({ ...measuresOf(r), id: r.id, label: label(r), row: r }))
    .sort(byAmount)
    .map((r) => shape(r.row));
}

const ZERO: Measures = { orders: 0, parcels: 0, quantity: 0, amount: '0.00' };

export async function presentWmsSummary(
  db: TenantDb,
  e: number,
  range: WmsSummaryRange,
  stored: StoredWmsSummary,
): Promise<WmsSummaryReady> {
  const rows = stored.rows;
  const names = await readNames(db, e, rows);
  const nameOf = (kind: NameRow['kind'], id: number | null) =>
    id === null ? undefined : names.get(`${kind}:${id}`);
  const total = rows.find((r) => r.group === 'total');
  return {
    state: 1,
    start_date: range.start_date,
    end_date: range.end_date,
    storage_id: range.storage_id,
    computed_at: stored.computed_at,
    wms: sorted(
      rows,
      'wms',
      (r) => nameOf('storage', r.id)?.name ?? null,
      (r) => ({
        storage_id: r.id!,
        storage_name: nameOf('storage', r.id)?.name ?? null,
        ...measuresOf(r),
      }),
    ),
    sale_channel: sorted(
      rows,
      'sale_channel',
      (r) => nameOf('sale_channel', r.id)?.name ?? null,
      (r) => ({
        sale_channel_id: r.id!,
        sale_channel_name: nameOf('sale_channel', r.id)?.name ?? null,
        ...measuresOf(r),
      }),
    ),
    product: sorted(
      rows,
      'product',
      (r) => nameOf('product', r.id)?.name ?? null,
      (r) => ({
        wms_product_id: r.id!,
        sku: nameOf('product', r.id)?.sku ?? null,
        name: nameOf('product', r.id)?.name ?? null,
        ...measuresOf(r),
      }),
    ),
    shipping_user: sorted(
      rows,
      'shipping_user',
      (r) => nameOf('user', r.id)?.name ?? null,
      (r) => ({
        user_id: r.id!,
        user_name: nameOf('user', r.id)?.name ?? null,
        ...measuresOf(r),
      }),
    ),
    user: sorted(
      rows,
      'user',
      (r) => nameOf('user', r.id)?.name ?? null,
      (r) => ({
        user_id: r.id,
        user_name: nameOf('user', r.id)?.name ?? null,
        ...measuresOf(r),
      }),
    ),
    total: total ? measuresOf(total) : ZERO,
  };
}
