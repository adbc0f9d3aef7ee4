// The returns of npm run seed:large: every returned order (141) got its parcel back, received
// and closed 3 to 7 days after the order was made (never later than now), with a reason and
// its lines back, most good, some broken or lost: what the return report reads. One statement;
// orders that already have a return are left alone, so a second run adds nothing.
import type pg from 'pg';

const REASONS = ['ลูกค้าเปลี่ยนใจ', 'สินค้าชำรุดระหว่างขนส่ง', 'ส่งสินค้าผิดรุ่น', 'ลูกค้าไม่รับพัสดุ', 'ที่อยู่ไม่ถูกต้อง'];

const RETURNS_SQL = `
  WITH made AS (
    INSERT INTO returns (enterprise_id, order_id, return_number, status, reason, created_by_id,
                         closed_at, created_at, updated_at)
    SELECT o.enterprise_id, o.id, 'RT-SEED-' || o.id, 2, ($2::text[])[1 + o.id % cardinality($2::text[])],
           (SELECT u.id FROM users u WHERE u.enterprise_id = $1 ORDER BY u.id LIMIT 1),
           t.at, t.at - interval '10 minutes', t.at
      FROM orders o
      CROSS JOIN LATERAL (SELECT LEAST(now(), o.created_at + make_interval(days => 3 + o.id % 5)) AS at) t
     WHERE o.enterprise_id = $1 AND o.status = 141
       AND NOT EXISTS (SELECT 1 FROM returns x WHERE x.order_id = o.id)
    RETURNING id, order_id
  )
  INSERT INTO return_lines (enterprise_id, return_id, product_id, good, broken, lost, other)
  SELECT $1, made.id, i.product_id, i.quantity - b.broken - b.lost, b.broken, b.lost, 0
    FROM made
    JOIN order_items i ON i.order_id = made.order_id
    CROSS JOIN LATERAL (
      SELECT CASE WHEN i.id % 4 = 0 THEN 1 ELSE 0 END AS broken,
             CASE WHEN i.id % 13 = 0 AND i.quantity > 1 THEN 1 ELSE 0 END AS lost) b
   WHERE i.product_id IS NOT NULL AND i.quantity > 0`;

/** Closed returns for the enterprise's returned orders; answers the lines made. */
export async function seedReturns(pool: pg.Pool, e: number): Promise<number> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ superuser: boolean }>(
      'SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user',
    );
    await client.query('BEGIN');
    // Consistent by construction: a superuser skips the per-row foreign-key checks.
    if (rows[0]?.superuser) await client.query('SET LOCAL session_replication_role = replica');
    await client.query('SET LOCAL synchronous_commit = off');
    const made = await client.query(RETURNS_SQL, [e, REASONS]);
    await client.query('COMMIT');
    return made.rowCount ?? 0;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
