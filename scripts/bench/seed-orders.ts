// The orders of npm run seed:large: 1,000,000 orders with about
// 5,000,000 lines over the last 12 months of Bangkok days (up to yesterday), for one
// enterprise, plus 200 storages. Everything is generated inside PostgreSQL
// (INSERT ... SELECT over generate_series, one chunk of orders per statement, two chunks at
// a time), deterministic (hashint4extended of the order's number), and loaded with the
// tables' secondary indexes dropped and the foreign-key triggers off (the rows are made
// consistent here); the indexes are built again afterwards, two at a time, and the tables
// vacuumed (the visibility map lets the order list read its covering index alone).
//
// The mix: statuses by age (yesterday's orders still unpaid, packing or in transit; older
// ones mostly completed, some cancelled or returned), payment types weighted like a Thai
// shop's (transfer, cash on delivery, QR, platform), five carriers with tracking numbers in
// their real formats once shipped, about 300,000 recipients (Thai names, mobile numbers,
// addresses from thai_addresses) ordering a few times a year, order numbers SO + yyMMdd +
// the running number of the day (after any the day already had; order_sequences updated),
// slip references on part of the transfers (a few used twice), each order under its staff
// member's team, and the lines of packed orders with the unit cost packing records.
import pg from 'pg';
import { droppableIndexes, dropIndexes, inParallel, rebuildIndexes, type IndexDef } from './bulk';
import {
  ADDRESS_PLACES,
  FAMILY_HEADS,
  FAMILY_MIDDLES,
  FAMILY_TAILS,
  FIRST_NAMES,
} from './order-words';

export const LARGE_ORDERS = Number(process.env.SEED_LARGE_ORDERS ?? 1_000_000);
export const LARGE_DAYS = 365;
export const LARGE_STORAGES = 200;
const CHUNK = 50_000;
const CONCURRENCY = 2;
/** Distinct recipients the orders go to. */
const RECIPIENTS = 300_000;

const seconds = (t0: number) => ((Date.now() - t0) / 1000).toFixed(1);

/** 200 storages: shelves in two warehouses and a few packing lines. */
export async function seedStorages(client: pg.ClientBase, e: number): Promise<number> {
  const inserted = await client.query(
    `INSERT INTO storages (enterprise_id, name, description, kind, packing_line, width, height,
                           depth, weight, updated_at)
     SELECT $1,
            CASE WHEN g % 20 = 0 THEN 'ไลน์แพ็ก ' || (100 + g / 20)
                 ELSE 'ชั้นวาง ' || chr(65 + (g / 25) % 8) || '-' || lpad((g % 25 + 1)::text, 2, '0')
                      || ' คลัง ' || (1 + g / 100) END,
            'อาคาร ' || (1 + g / 100) || ' โซน ' || chr(65 + (g / 25) % 8),
            CASE WHEN g % 20 = 0 THEN 2 ELSE 1 END,
            CASE WHEN g % 20 = 0 THEN 'LINE-' || (100 + g / 20) END,
            120, 200, 60, 500, now()
       FROM generate_series(0, $2::int - 1) AS g
     ON CONFLICT DO NOTHING`,
    [e, LARGE_STORAGES],
  );
  return inserted.rowCount ?? 0;
}

interface Refs {
  e: number;
  channels: number[];
  /** 100 slots of payment method ids, weighted by type, and each slot's type. */
  methodSlots: number[];
  methodTypes: number[];
  staff: number[];
  /** Each staff member's team (0: none), in the order of `staff`. */
  staffTeams: number[];
  checker: number;
  storage: number | null;
  productIds: number[];
  /** Prices in satang (int4: a fixed-width array is read in constant time). */
  productSatang: number[];
}

/** Weights of the payment types, in hundredths (types an enterprise lacks are left out). */
const TYPE_WEIGHTS: Array<[number, number]> = [
  [1, 45],
  [2, 28],
  [5, 10],
  [6, 13],
  [7, 3],
  [4, 1],
];

async function loadRefs(client: pg.ClientBase, e: number): Promise<Refs> {
  const channels = await client.query<{ id: number }>(
    'SELECT id FROM sale_channels WHERE enterprise_id = $1 ORDER BY id',
    [e],
  );
  const methods = await client.query<{ id: number; type: number }>(
    'SELECT id, type FROM payment_methods WHERE enterprise_id = $1 ORDER BY id',
    [e],
  );
  const users = await client.query<{ id: number; group_id: number; team_id: number | null }>(
    'SELECT id, group_id, team_id FROM users WHERE enterprise_id = $1 AND deleted_at IS NULL ORDER BY id',
    [e],
  );
  const storage = await client.query<{ id: number }>(
    'SELECT id FROM storages WHERE enterprise_id = $1 ORDER BY kind, id LIMIT 1',
    [e],
  );
  const products = await client.query<{ id: number; satang: number }>(
    'SELECT id, (price * 100)::int AS satang FROM products WHERE enterprise_id = $1 ORDER BY id',
    [e],
  );
  if (!channels.rows.length || !methods.rows.length || !products.rows.length || !users.rows.length)
    throw new Error('the enterprise needs sale channels, payment methods, users and products');

  const present = TYPE_WEIGHTS.filter(([t]) => methods.rows.some((m) => m.type === t));
  const weight = present.reduce((s, [, w]) => s + w, 0);
  const methodSlots: number[] = [];
  const methodTypes: number[] = [];
  for (const [type, w] of present) {
    const ofType = methods.rows.filter((m) => m.type === type);
    const slots = Math.max(1, Math.round((w * 100) / weight));
    for (let i = 0; i < slots && methodSlots.length < 100; i++) {
      methodSlots.push(ofType[i % ofType.length]!.id);
      methodTypes.push(type);
    }
  }
  while (methodSlots.length < 100) {
    methodSlots.push(methodSlots[0]!);
    methodTypes.push(methodTypes[0]!);
  }
  const sellers = users.rows.filter((u) => u.group_id >= 2 && u.group_id <= 4);
  const staff = sellers.length ? sellers : users.rows;
  return {
    e,
    channels: channels.rows.map((r) => r.id),
    methodSlots,
    methodTypes,
    staff: staff.map((u) => u.id),
    staffTeams: staff.map((u) => u.team_id ?? 0),
    checker: users.rows[0]!.id,
    storage: storage.rows[0]?.id ?? null,
    productIds: products.rows.map((r) => r.id),
    productSatang: products.rows.map((r) => r.satang),
  };
}

// $1 e, $2 first g, $3 last g, $4 base id, $5 n orders, $6 days, $7 first day (date),
// $8 channels, $9 method slots, $10 method types, $11 staff, $12 checker, $13 storage,
// $14 product satang, $15 first names, $16 family name heads, $17 places, $18 recipients,
// $19 family name middles, $20 family name tails, $21 the staff's teams (0: none).
// h(x, s): a deterministic number 0..999999 of the order (x) for purpose s.
const ORDERS_SQL = `
WITH addr AS MATERIALIZED (
  SELECT (row_number() OVER (ORDER BY id))::int - 1 AS k, subdistrict_th, district_th,
         province_th, zipcode
    FROM thai_addresses
), addr_n AS (SELECT count(*)::int AS n FROM addr),
days AS MATERIALIZED (
  SELECT d, ($7::date + d) AS day,
         (($7::date + d)::timestamp AT TIME ZONE 'Asia/Bangkok') AS day_start,
         'SO' || to_char($7::date + d, 'YYMMDD') AS number_prefix,
         '0' || to_char($7::date + d, 'YYYYMMDD') AS slip_prefix,
         COALESCE(s.last_number, 0) AS base,
         ceil(d::numeric * $5::int / $6::int)::int AS first_g,
         ceil((d + 1)::numeric * $5::int / $6::int)::int
           - ceil(d::numeric * $5::int / $6::int)::int AS per_day
    FROM generate_series(0, $6::int - 1) AS d
    LEFT JOIN order_sequences s ON s.enterprise_id = $1 AND s.day = $7::date + d
),
base AS (
  SELECT g, dd.d, dd.number_prefix, dd.slip_prefix, dd.base + (g - dd.first_g) AS seq,
         ($6::int - 1 - dd.d) AS age,
         -- 06:00 to 23:30, in the order of the running numbers.
         dd.day_start + make_interval(
           secs => 86400 * (0.25 + 0.73 * ((g - dd.first_g) - 0.5) / dd.per_day)) AS created,
         abs(hashint4extended(g, 1)) % 1000 AS r_status,
         abs(hashint4extended(g, 2)) % 100 AS r_method,
         abs(hashint4extended(g, 3)) % 1000 AS r_ship,
         abs(hashint4extended(g, 4)) % $18::int AS c,
         abs(hashint4extended(g, 5)) % 1000 AS r_misc,
         (1 + abs(hashint4extended(g, 6)) % 9)::int AS lines
    FROM generate_series($2::int, $3::int) AS g
    JOIN days dd ON dd.d = ((g - 1)::bigint * $6::int / $5::int)::int
),
typed AS (
  SELECT b.*, ($9::int[])[1 + b.r_method] AS method_id, ($10::int[])[1 + b.r_method] AS ptype,
         CASE
           WHEN b.age <= 1 THEN CASE WHEN b.r_status < 180 THEN 100 WHEN b.r_status < 450 THEN 111
                                     WHEN b.r_status < 650 THEN 112 WHEN b.r_status < 680 THEN 114
                                     WHEN b.r_status < 930 THEN 121 ELSE 140 END
           WHEN b.age <= 7 THEN CASE WHEN b.r_status < 20 THEN 100 WHEN b.r_status < 60 THEN 111
                                     WHEN b.r_status < 100 THEN 112 WHEN b.r_status < 500 THEN 121
                                     WHEN b.r_status < 700 THEN 122 WHEN b.r_status < 920 THEN 130
                                     ELSE 140 END
           ELSE CASE WHEN b.r_status < 5 THEN 100 WHEN b.r_status < 10 THEN 111
                     WHEN b.r_status < 40 THEN 121 WHEN b.r_status < 70 THEN 122
                     WHEN b.r_status < 850 THEN 130 WHEN b.r_status < 940 THEN 140
                     WHEN b.r_status < 970 THEN 141 WHEN b.r_status < 985 THEN 142 ELSE 998 END
         END AS raw_status,
         CASE WHEN b.r_ship < 250 THEN 1 WHEN b.r_ship < 450 THEN 2 WHEN b.r_ship < 800 THEN 7
              WHEN b.r_ship < 900 THEN 5 ELSE 6 END AS provider,
         m.subtotal_satang,
         CASE WHEN b.r_misc % 10 = 0 THEN LEAST(5000, m.subtotal_satang) ELSE 0 END AS discount_satang,
         (ARRAY[0, 3000, 4000, 5000])[1 + b.r_misc % 4] AS fee_satang
    FROM base b
    -- The same lines as LINES_SQL makes: product and quantity from the order's number.
    CROSS JOIN LATERAL (
      SELECT sum(($14::int[])[1 + abs(hashint4extended(b.g * 10 + l, 7)) % cardinality($14::int[])]
                 * (1 + abs(hashint4extended(b.g * 10 + l, 8)) % 3))::bigint AS subtotal_satang
        FROM generate_series(1, b.lines) AS l
    ) m
),
o AS MATERIALIZED (
  SELECT t.*,
         -- Cash on delivery and platform-paid orders start at 111: never unpaid.
         CASE WHEN t.raw_status = 100 AND t.ptype IN (2, 6) THEN 111 ELSE t.raw_status END AS status,
         lpad(((t.g::bigint * 2654435761 + 12345) % 100000000)::text, 8, '0') AS serial
    FROM typed t
)
INSERT INTO orders (
  id, enterprise_id, order_number, platform_order_id, platform, status, staff_user_id, team_id,
  sale_channel_id, payment_method_id, payment_type, shipping_provider_id, tracking_number,
  storage_id, recipient_name, recipient_phone, recipient_address, recipient_subdistrict,
  recipient_district, recipient_province, recipient_zipcode, subtotal, discount,
  shipping_fee, total, slip_ref, slip_bank, slip_amount, slip_uploaded_at,
  payment_checked_by_id, payment_checked_at, seller_note, cancel_reason_type, cancel_reason,
  paid_at, packed_at, shipped_at, delivered_at, completed_at, cancelled_at, returned_at,
  created_at, updated_at)
SELECT $4::int + o.g, $1,
       o.number_prefix || lpad(o.seq::text, 4, '0'),
       CASE WHEN o.ptype = 6 THEN
         CASE o.g % 3
           WHEN 0 THEN '57' || lpad((o.g::bigint * 2246822519 % 100000000)::text, 8, '0')
                            || lpad((o.g::bigint * 3266489917 % 100000000)::text, 8, '0')
           WHEN 1 THEN substr(o.slip_prefix, 4) || lpad((o.g::bigint * 3266489917 % 100000000)::text, 8, '0')
           ELSE lpad(((o.g::bigint * 2654435761 + 5) % 1000000000000000)::text, 15, '0') END END,
       CASE WHEN o.ptype = 6 THEN 2 + o.g % 3 WHEN o.r_misc < 100 THEN 5 ELSE 1 END,
       o.status,
       ($11::int[])[1 + o.g % cardinality($11::int[])],
       -- The staff member's team when the order was made (the orders_team_from_staff
       -- trigger's work, off during the load).
       NULLIF(($21::int[])[1 + o.g % cardinality($11::int[])], 0),
       ($8::int[])[1 + (o.g / 7) % cardinality($8::int[])],
       o.method_id, o.ptype, o.provider,
       CASE WHEN o.status IN (114, 121, 122, 130, 141, 142, 998) OR (o.status = 112 AND o.g % 2 = 0) THEN
         CASE o.provider
           WHEN 1 THEN 'E' || chr(65 + o.g % 26) || o.serial
             || (SELECT CASE 11 - s % 11 WHEN 10 THEN 0 WHEN 11 THEN 5 ELSE 11 - s % 11 END
                   FROM (SELECT 8 * substr(o.serial, 1, 1)::int + 6 * substr(o.serial, 2, 1)::int
                              + 4 * substr(o.serial, 3, 1)::int + 2 * substr(o.serial, 4, 1)::int
                              + 3 * substr(o.serial, 5, 1)::int + 5 * substr(o.serial, 6, 1)::int
                              + 9 * substr(o.serial, 7, 1)::int + 7 * substr(o.serial, 8, 1)::int AS s) x)::text
             || 'TH'
           WHEN 2 THEN 'SHP' || lpad(((o.g::bigint * 2246822519 + 7) % 10000000000)::text, 10, '0')
           WHEN 5 THEN 'THBKK' || lpad(((o.g::bigint * 3266489917 + 11) % 1000000000000)::text, 12, '0')
           WHEN 6 THEN 'DLV' || o.serial
           ELSE 'TH' || lpad(((o.g::bigint * 2654435761 + 99) % 1000000000000)::text, 12, '0')
                || chr(65 + o.g % 26)
         END END,
       $13::int,
       ($15::text[])[1 + o.c % cardinality($15::text[])] || ' '
         || ($16::text[])[1 + (o.c / cardinality($15::text[])) % cardinality($16::text[])]
         || ($19::text[])[1 + (o.c / 7) % cardinality($19::text[])]
         || ($20::text[])[1 + (o.c / 11) % cardinality($20::text[])],
       (ARRAY['08', '09', '06'])[1 + o.c % 3]
         || lpad(((o.c::bigint * 48271 + 1234567) % 100000000)::text, 8, '0'),
       (1 + o.c % 299) || '/' || (1 + o.c % 17) || ' ' || ($17::text[])[1 + o.c % cardinality($17::text[])],
       a.subdistrict_th, a.district_th, a.province_th, a.zipcode,
       o.subtotal_satang / 100.0, o.discount_satang / 100.0, o.fee_satang / 100.0,
       (o.subtotal_satang - o.discount_satang + o.fee_satang) / 100.0,
       -- Slip references on a fifth of the transfers; every 500th reuses another's.
       CASE WHEN o.ptype IN (1, 5) AND o.r_misc < 200 AND o.status <> 140 THEN
         o.slip_prefix
           || lpad((CASE WHEN o.g % 500 = 0 THEN o.g - 1 ELSE o.g END)::text, 10, '0') || 'TH' END,
       CASE WHEN o.ptype IN (1, 5) AND o.r_misc < 200 AND o.status <> 140 THEN
         (ARRAY['004', '014', '002', '006', '025'])[1 + o.g % 5] END,
       NULL,
       CASE WHEN o.ptype IN (1, 5) AND o.r_misc < 200 AND o.status <> 140 THEN
         o.created + interval '20 minutes' END,
       CASE WHEN o.ptype IN (1, 5) AND o.status NOT IN (100, 140) THEN $12::int END,
       CASE WHEN o.ptype IN (1, 5) AND o.status NOT IN (100, 140) THEN o.created + interval '2 hours' END,
       CASE WHEN o.r_misc % 50 = 0 THEN 'ฝากส่งด่วนค่ะ' END,
       CASE WHEN o.status = 140 THEN 1 + o.g % 5 END,
       CASE WHEN o.status = 140 THEN 'ลูกค้าแจ้งยกเลิก' END,
       CASE WHEN o.status NOT IN (100, 140) AND o.ptype NOT IN (2) THEN o.created + interval '2 hours' END,
       CASE WHEN o.status IN (112, 114, 121, 122, 130, 141, 142, 998) THEN o.created + interval '20 hours' END,
       CASE WHEN o.status IN (114, 121, 122, 130, 141, 142, 998) THEN o.created + interval '30 hours' END,
       CASE WHEN o.status IN (122, 130, 142) THEN o.created + interval '3 days' END,
       CASE WHEN o.status = 130 THEN o.created + interval '5 days' END,
       CASE WHEN o.status = 140 THEN o.created + interval '5 hours' END,
       CASE WHEN o.status = 141 THEN o.created + interval '9 days' END,
       o.created, o.created + interval '1 hour'
  FROM o
  CROSS JOIN addr_n
  JOIN addr a ON a.k = o.c % addr_n.n`;

// $1 e, $2 base id, $3 first g, $4 last g, $5 product ids.
// Lines of orders that went through packing (packed_at set above) carry the unit cost packing
// records: the warehouse product's moving average. A third of the catalogue is linked to a
// warehouse product; the others stand in at 60% of the price, as a real shop's packed
// lines always carry a cost (the seed makes no promotion bundles).
const LINES_SQL = `
INSERT INTO order_items (enterprise_id, order_id, product_id, wms_product_id, name, sku,
                         quantity, price, discount, line_total, unit_cost, created_at)
SELECT $1, o.id, p.id, p.wms_product_id, p.name, p.pn, x.qty, p.price, 0, p.price * x.qty,
       CASE WHEN o.status IN (112, 114, 121, 122, 130, 141, 142, 998)
            THEN COALESCE(w.avg_cost, round(p.price * 0.6, 4)) END,
       o.created_at
  FROM orders o
  CROSS JOIN LATERAL (
    SELECT l,
           ($5::int[])[1 + abs(hashint4extended((o.id - $2::int) * 10 + l, 7)) % cardinality($5::int[])] AS product_id,
           1 + abs(hashint4extended((o.id - $2::int) * 10 + l, 8)) % 3 AS qty
      FROM generate_series(1, (1 + abs(hashint4extended(o.id - $2::int, 6)) % 9)::int) AS l
  ) x
  JOIN products p ON p.id = x.product_id
  LEFT JOIN wms_products w ON w.id = p.wms_product_id
 WHERE o.id BETWEEN $2::int + $3::int AND $2::int + $4::int`;

/** Bangkok's today as YYYY-MM-DD. */
function bangkokToday(): string {
  return new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Loads the orders and their lines (skipped when the enterprise already has as many
 * orders). `pool` gives the parallel connections; each turns its foreign-key triggers off.
 */
export async function seedOrders(
  pool: pg.Pool,
  e: number,
  count = LARGE_ORDERS,
): Promise<{ orders: number; lines: number }> {
  const client = await pool.connect();
  let dropped: IndexDef[] = [];
  try {
    const existing = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE enterprise_id = $1',
      [e],
    );
    if (existing.rows[0]!.n >= count) return { orders: 0, lines: 0 };
    const refs = await loadRefs(client, e);
    const su = await client.query<{ superuser: boolean }>(
      'SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user',
    );
    const superuser = Boolean(su.rows[0]?.superuser);
    const firstDay = addDays(bangkokToday(), -LARGE_DAYS);
    // Ids are given, so the lines find their order's number (id - base) again.
    const { rows } = await client.query<{ base: number }>(
      `SELECT COALESCE(max(id), 0)::int AS base FROM orders`,
    );
    const base = rows[0]!.base;
    await client.query(`SELECT setval(pg_get_serial_sequence('orders', 'id'), $1)`, [base + count]);

    let t0 = Date.now();
    dropped = [
      ...(await droppableIndexes(client, 'orders')),
      ...(await droppableIndexes(client, 'order_items')),
    ];
    await dropIndexes(client, dropped);
    console.log(`  dropped ${dropped.length} secondary indexes of orders and order_items`);

    const chunks: Array<[number, number]> = [];
    for (let from = 1; from <= count; from += CHUNK)
      chunks.push([from, Math.min(count, from + CHUNK - 1)]);
    let lines = 0;
    let done = 0;
    await inParallel(chunks, CONCURRENCY, async ([from, to]) => {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        // The rows are made consistent above: skip the per-row foreign-key triggers
        // (a superuser's setting; others load slower with the checks on).
        if (superuser) await c.query(`SET LOCAL session_replication_role = replica`);
        await c.query(`SET LOCAL synchronous_commit = off`);
        await c.query(`SET LOCAL work_mem = '64MB'`);
        // Compiling these long generated expressions costs far more than running them.
        await c.query(`SET LOCAL jit = off`);
        await c.query(ORDERS_SQL, [
          e,
          from,
          to,
          base,
          count,
          LARGE_DAYS,
          firstDay,
          refs.channels,
          refs.methodSlots,
          refs.methodTypes,
          refs.staff,
          refs.checker,
          refs.storage,
          refs.productSatang,
          FIRST_NAMES,
          FAMILY_HEADS,
          ADDRESS_PLACES,
          RECIPIENTS,
          FAMILY_MIDDLES,
          FAMILY_TAILS,
          refs.staffTeams,
        ]);
        const inserted = await c.query(LINES_SQL, [e, base, from, to, refs.productIds]);
        await c.query('COMMIT');
        lines += inserted.rowCount ?? 0;
        done += to - from + 1;
        if (done % 200_000 === 0 || done === count)
          console.log(`  ${done} orders, ${lines} lines (${seconds(t0)} s)`);
      } catch (error) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        c.release();
      }
    });
    console.log(`  orders and lines loaded in ${seconds(t0)} s`);

    await client.query(
      `INSERT INTO order_sequences (enterprise_id, day, last_number, updated_at)
       SELECT $1, $2::date + d,
              ceil((d + 1)::numeric * $3 / $4)::int - ceil(d::numeric * $3 / $4)::int, now()
         FROM generate_series(0, $4::int - 1) AS d
       ON CONFLICT (enterprise_id, day)
       DO UPDATE SET last_number = order_sequences.last_number + EXCLUDED.last_number,
                     updated_at = now()`,
      [e, firstDay, count, LARGE_DAYS],
    );
    // session_replication_role = replica also skipped the triggers that keep
    // order_day_counts (migration order_day_counts): the enterprise's counts are made again
    // from its orders, in one transaction.
    await client.query('BEGIN');
    await client.query('DELETE FROM order_day_counts WHERE enterprise_id = $1', [e]);
    await client.query(
      `INSERT INTO order_day_counts (enterprise_id, day, status, n)
       SELECT enterprise_id, order_bangkok_day(created_at), status, count(*)::int
         FROM orders WHERE enterprise_id = $1 GROUP BY 1, 2, 3`,
      [e],
    );
    await client.query('COMMIT');
    t0 = Date.now();
    await rebuildIndexes(pool, dropped, CONCURRENCY);
    dropped = [];
    console.log(`  indexes built again in ${seconds(t0)} s`);
    return { orders: count, lines };
  } finally {
    // A failed load still leaves the tables with every index they had.
    if (dropped.length)
      await rebuildIndexes(pool, dropped, CONCURRENCY).catch((error) => console.error(error));
    client.release();
  }
}
