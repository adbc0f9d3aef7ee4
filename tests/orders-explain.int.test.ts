// The plans of the order list's statements (the speed bar: "EXPLAIN shows no
// sequential scan and no sort over more than the page"), on a representative sample:
// 45,000 orders over 90 Bangkok days for an enterprise of its own, vacuumed and analysed
// like a live table. For every query shape the list, the payment queue, the status counts
// and the export send, EXPLAIN (FORMAT JSON) must show
// - no sequential scan of orders;
// - no sort of orders read from the table: a Sort only over the page (after a Limit) or
//   over the few orders a text search found (its CTE);
// - without a text, orders read index-only (the page and the total walk an index in the
//   list's order), but for the page's own rows fetched by id; a count with no filter but
//   the dates and the status reads the per-day counts, not the orders;
// - with a text, orders found through the text's index (trigram, order number prefix or
//   phone), never through a walk of the date range.
// The sample is deleted afterwards, so the other test files see the database as it was.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { orderExportBatchSql } from '@/lib/domain/orders/export';
import {
  listStatuses,
  orderListSql,
  orderSource,
  orderStatusCountsSql,
} from '@/lib/domain/orders/list';
import { orderListQuery, type OrderListQuery } from '@/lib/domain/orders/schemas';
import { FAMILY_HEADS, FAMILY_MIDDLES, FIRST_NAMES } from '../scripts/bench/order-words';

const root = prisma();
// Every order costs its 25 index entries (5 trigram indexes without a pending list): 45,000
// orders (15,000 in the 31 days a list reads) load in about 20 s and already make a
// sequential scan or a sort of the range the planner's choice if an index were missing.
const SAMPLE = 45_000;
const DAYS = 90;
/** 90 Bangkok days no other test uses: 2025-01-01 .. 2025-03-31. */
const FIRST_DAY = '2025-01-01';
const RANGE = { start_date: '2025-02-01', end_date: '2025-03-03' };

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  'CTE Name'?: string;
  Plans?: PlanNode[];
}

let e: number;
let channels: number[];
let methods: number[];
let staffId: number;
const sample: { phone: string; name: string; orderNumber: string; tracking: string } = {
  phone: '',
  name: '',
  orderNumber: '',
  tracking: '',
};

const TEXT_INDEXES = new Set([
  'orders_recipient_name_trgm',
  'orders_name_key_prefix_idx',
  'orders_enterprise_order_number_prefix_idx',
  'orders_phone_prefix_idx',
  'orders_phone_suffix_idx',
  'orders_tracking_prefix_idx',
  'orders_platform_order_id_prefix_idx',
]);
/** Reads by id of the page's own rows, and the slip-duplicate check of each. */
const ROW_LOOKUPS = new Set(['orders_pkey', 'orders_enterprise_id_slip_ref_idx']);
const SCANS = new Set([
  'Seq Scan',
  'Index Scan',
  'Index Only Scan',
  'Bitmap Heap Scan',
  'Bitmap Index Scan',
  'Tid Scan',
]);

async function plan(sql: Prisma.Sql): Promise<{ root: PlanNode; text: string }> {
  const [json] = await root.$queryRaw<Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>>(
    Prisma.sql`EXPLAIN (FORMAT JSON) ${sql}`,
  );
  const text = await root.$queryRaw<Array<{ 'QUERY PLAN': string }>>(Prisma.sql`EXPLAIN ${sql}`);
  return { root: json!['QUERY PLAN'][0]!.Plan, text: text.map((r) => r['QUERY PLAN']).join('\n') };
}

function nodes(node: PlanNode, out: PlanNode[] = []): PlanNode[] {
  out.push(node);
  for (const child of node.Plans ?? []) nodes(child, out);
  return out;
}

const onOrders = (n: PlanNode) => n['Relation Name'] === 'orders';

/**
 * Scans of orders under a Sort that no Limit stands between (subplans are their own).
 * Reads by id of rows a Limit picked elsewhere (the page's, an export batch's) are not
 * walks of the table.
 */
function sortedTableReads(node: PlanNode, underSort = false, out: PlanNode[] = []): PlanNode[] {
  if (
    underSort &&
    SCANS.has(node['Node Type']) &&
    onOrders(node) &&
    !ROW_LOOKUPS.has(node['Index Name'] ?? '')
  )
    out.push(node);
  for (const child of node.Plans ?? []) {
    if (child['Parent Relationship'] === 'SubPlan' || child['Parent Relationship'] === 'InitPlan')
      sortedTableReads(child, false, out);
    else
      sortedTableReads(
        child,
        (underSort || node['Node Type'] === 'Sort') && child['Node Type'] !== 'Limit',
        out,
      );
  }
  return out;
}

function checkCommon(p: { root: PlanNode; text: string }): PlanNode[] {
  const all = nodes(p.root);
  const seq = all.filter((n) => n['Node Type'] === 'Seq Scan' && onOrders(n));
  expect(seq, `sequential scan of orders:\n${p.text}`).toEqual([]);
  expect(sortedTableReads(p.root), `a sort of orders read from the table:\n${p.text}`).toEqual([]);
  return all;
}

/** No text: every read of orders index-only, but the page's rows by id. */
function checkIndexOnly(p: { root: PlanNode; text: string }): void {
  const all = checkCommon(p);
  const reads = all.filter(
    (n) => SCANS.has(n['Node Type']) && onOrders(n) && !ROW_LOOKUPS.has(n['Index Name'] ?? ''),
  );
  expect(reads.length, p.text).toBeGreaterThan(0);
  for (const r of reads)
    expect(r['Node Type'], `a read of orders that is not index-only:\n${p.text}`).toBe(
      'Index Only Scan',
    );
}

/** A text: orders found through the text's indexes only. */
function checkSearched(p: { root: PlanNode; text: string }): void {
  const all = checkCommon(p);
  const indexes = all
    .filter((n) => n['Index Name']?.startsWith('orders_') && !ROW_LOOKUPS.has(n['Index Name']))
    .map((n) => n['Index Name']!);
  expect(indexes.length, p.text).toBeGreaterThan(0);
  for (const ix of indexes) expect(TEXT_INDEXES, `${ix} in:\n${p.text}`).toContain(ix);
}

const query = (q: Record<string, unknown>): OrderListQuery =>
  orderListQuery.parse({ ...RANGE, ...q });

beforeAll(async () => {
  const code = `explain-sample-${randomInt(1_000_000)}`;
  e = (await root.enterprise.create({ data: { code, name: 'EXPLAIN sample' } })).id;
  channels = [];
  for (const [name, type] of [
    ['Facebook', 1],
    ['ตัวแทน', 2],
  ] as const)
    channels.push((await root.saleChannel.create({ data: { enterpriseId: e, name, type } })).id);
  methods = [];
  for (const [name, type] of [
    ['โอนเงิน', 1],
    ['COD', 2],
  ] as const)
    methods.push((await root.paymentMethod.create({ data: { enterpriseId: e, name, type } })).id);
  staffId = (await root.user.findFirstOrThrow({ where: { username: 'staff' } })).id;

  // Evenly over 90 days; statuses mostly completed and in transit, as a live shop's.
  await root.$executeRaw`
    INSERT INTO orders (enterprise_id, order_number, platform_order_id, platform, status,
                        staff_user_id, sale_channel_id, payment_method_id, payment_type,
                        shipping_provider_id, tracking_number, recipient_name, recipient_phone,
                        recipient_address, slip_ref, created_at, updated_at)
    SELECT ${e},
           'SO' || to_char(t.at AT TIME ZONE 'Asia/Bangkok', 'YYMMDD') || lpad(g::text, 6, '0'),
           CASE WHEN g % 8 = 0 THEN lpad(((g::bigint * 3266489917) % 1000000000000000)::text, 15, '0') END,
           CASE WHEN g % 8 = 0 THEN 3 ELSE 1 END,
           (ARRAY[100, 111, 112, 121, 121, 122, 130, 130, 130, 130, 130, 130, 140, 141])[1 + g % 14],
           CASE WHEN g % 5 = 0 THEN ${staffId}::int END,
           (${channels}::int[])[1 + g % 2], (${methods}::int[])[1 + (g / 2) % 2], 1 + (g / 2) % 2,
           (ARRAY[1, 2, 5, 6, 7])[1 + g % 5],
           CASE WHEN g % 14 >= 3 THEN 'TH' || lpad(((g::bigint * 2654435761) % 1000000000000)::text, 12, '0') || 'A' END,
           (${FIRST_NAMES}::text[])[1 + g % cardinality(${FIRST_NAMES}::text[])] || ' '
             || (${FAMILY_HEADS}::text[])[1 + (g / 7) % cardinality(${FAMILY_HEADS}::text[])]
             || (${FAMILY_MIDDLES}::text[])[1 + (g / 11) % cardinality(${FAMILY_MIDDLES}::text[])],
           '08' || lpad(((g::bigint * 48271) % 100000000)::text, 8, '0'),
           '1 ถนนทดสอบ',
           CASE WHEN g % 50 = 0 THEN 'SLIP' || (g / 100) END,
           t.at, t.at
      FROM generate_series(1, ${SAMPLE}::int) AS g
      CROSS JOIN LATERAL (
        SELECT (${FIRST_DAY}::date::timestamp AT TIME ZONE 'Asia/Bangkok')
               + make_interval(secs => (g - 1) * (${DAYS}::int * 86400.0 / ${SAMPLE}::int)) AS at
      ) t`;
  // What autovacuum does to a live table: the visibility map and the planner's counts.
  await root.$executeRaw`VACUUM ANALYZE orders`;

  const [one] = await root.$queryRaw<
    Array<{
      recipient_phone: string;
      recipient_name: string;
      order_number: string;
      tracking_number: string;
    }>
  >`SELECT recipient_phone, recipient_name, order_number, tracking_number FROM orders
     WHERE enterprise_id = ${e} AND tracking_number IS NOT NULL
       AND created_at >= '2025-02-10' ORDER BY id LIMIT 1`;
  sample.phone = one!.recipient_phone;
  sample.name = one!.recipient_name;
  sample.orderNumber = one!.order_number;
  sample.tracking = one!.tracking_number;
}, 600_000);

afterAll(async () => {
  if (!e) return;
  await root.order.deleteMany({ where: { enterpriseId: e } });
  await root.paymentMethod.deleteMany({ where: { enterpriseId: e } });
  await root.saleChannel.deleteMany({ where: { enterpriseId: e } });
  await root.enterprise.delete({ where: { id: e } });
  await root.$executeRaw`ANALYZE orders`;
}, 300_000);

describe('order list plans without a text: index-only, in index order', () => {
  const shapes: Array<[string, Record<string, unknown>]> = [
    ['a date range', {}],
    ['one status', { status: '130' }],
    ['999 (121 + 130)', { status: '999' }],
    ['a rare status', { status: '141' }],
    ['several statuses', { status: '100,111,112' }],
    ['sale channel', { sale_channel_id: 0 }],
    ['payment method', { payment_method_id: 0 }],
    ['payment type', { payment_type: 2 }],
    ['shipping provider', { shipping_provider_id: 7 }],
    ['platform', { platform: 3 }],
    ['staff', { staff_user_id: 0 }],
    [
      'status and every filter',
      { status: '999', payment_type: 1, shipping_provider_id: 1, platform: 1 },
    ],
    ['100 rows', { status: '130', limit: 100 }],
    ['a deep page (1,000 of 10)', { page: 1000 }],
    ['a deep page of 999', { status: '999', page: 500 }],
    ['a deep page of 100 rows', { page: 300, limit: 100 }],
  ];
  for (const [name, q] of shapes) {
    it(name, async () => {
      const filled = {
        ...q,
        ...(q.sale_channel_id === 0 ? { sale_channel_id: channels[1] } : {}),
        ...(q.payment_method_id === 0 ? { payment_method_id: methods[1] } : {}),
        ...(q.staff_user_id === 0 ? { staff_user_id: staffId } : {}),
      };
      checkIndexOnly(await plan(orderListSql(e, query(filled))));
    });
  }

  it('the payment queue (100, oldest first) and its other statuses', async () => {
    checkIndexOnly(await plan(orderListSql(e, query({}), 'payments')));
    checkIndexOnly(await plan(orderListSql(e, query({ status: '140', page: 50 }), 'payments')));
  });

  it('the status counts', async () => {
    // Dates only: summed from the per-day counts (migration order_day_counts), no order read.
    const counted = await plan(orderStatusCountsSql(e, query({})));
    const read = nodes(counted.root);
    expect(read.filter(onOrders), counted.text).toEqual([]);
    expect(
      read.some((n) => n['Relation Name'] === 'order_day_counts'),
      counted.text,
    ).toBe(true);
    checkIndexOnly(await plan(orderStatusCountsSql(e, query({ payment_type: 1 }))));
  });

  it("the export's batches, first and later", async () => {
    const source = orderSource(e, query({ status: '999' }), listStatuses('orders', '999'));
    checkCommon(await plan(orderExportBatchSql(source, undefined, 1000)));
    checkCommon(
      await plan(orderExportBatchSql(source, { createdAt: new Date('2025-02-15'), id: 1 }, 1000)),
    );
  });
});

describe('order list plans with a text: through the text index', () => {
  const shapes: Array<[string, () => Record<string, unknown>]> = [
    [
      'a whole phone number',
      () => ({
        q: `${sample.phone.slice(0, 3)}-${sample.phone.slice(3, 6)}-${sample.phone.slice(6)}`,
      }),
    ],
    ['part of a phone number', () => ({ q: sample.phone.slice(-6), status: '130' })],
    ['a name', () => ({ q: sample.name, status: '999' })],
    ['part of a name', () => ({ q: sample.name.split(' ')[0] })],
    ['an order number', () => ({ q: sample.orderNumber.toLowerCase() })],
    ['an order number prefix', () => ({ q: sample.orderNumber.slice(0, 8), status: '130' })],
    ['a tracking number', () => ({ q: sample.tracking })],
    [
      'a text and every filter',
      () => ({ q: sample.name, status: '130', payment_type: 1, platform: 1 }),
    ],
    ['a deep page of a text', () => ({ q: sample.name.split(' ')[0], page: 20 })],
  ];
  for (const [name, q] of shapes) {
    it(name, async () => {
      checkSearched(await plan(orderListSql(e, query(q()))));
    });
  }

  it('the payment queue, the counts and the export with a text', async () => {
    checkSearched(await plan(orderListSql(e, query({ q: sample.phone }), 'payments')));
    checkSearched(await plan(orderStatusCountsSql(e, query({ q: sample.name }))));
    const source = orderSource(e, query({ q: sample.name }), null);
    checkSearched(await plan(orderExportBatchSql(source, undefined, 1000)));
  });
});
