// Helpers of the bulk loads of npm run seed:large: a table's secondary indexes are dropped
// before a large INSERT ... SELECT and built again afterwards (building an index once is
// far cheaper than updating it row by row, above all the trigram GIN indexes).
import type pg from 'pg';

export interface IndexDef {
  name: string;
  def: string;
}

/**
 * The table's indexes that back no constraint (a primary key, a foreign key's target):
 * safe to drop and build again. `only` keeps those whose definition matches.
 */
export async function droppableIndexes(
  client: pg.ClientBase,
  table: string,
  only?: RegExp,
): Promise<IndexDef[]> {
  const found = await client.query<IndexDef>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = $1::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY c.relname`,
    [table],
  );
  return only ? found.rows.filter((r) => only.test(r.def)) : found.rows;
}

export async function dropIndexes(client: pg.ClientBase, indexes: IndexDef[]): Promise<void> {
  for (const ix of indexes) await client.query(`DROP INDEX IF EXISTS "${ix.name}"`);
}

/** Runs work over the items, at most `limit` at a time. */
export async function inParallel<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Builds the indexes again, `limit` at a time (one per connection), the slow GIN ones first. */
export async function rebuildIndexes(pool: pg.Pool, indexes: IndexDef[], limit = 2): Promise<void> {
  const slowFirst = [...indexes].sort(
    (a, b) => Number(/ USING gin /.test(b.def)) - Number(/ USING gin /.test(a.def)),
  );
  await inParallel(slowFirst, limit, async (ix) => {
    const c = await pool.connect();
    try {
      await c.query(`SET maintenance_work_mem = '256MB'`);
      await c.query(ix.def.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
    } finally {
      c.release();
    }
  });
}
