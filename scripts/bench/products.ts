// The product search bar: GET /api/v1/products?q=...
// through the real route handler with a bearer token, 16 concurrent clients, a mix of SKU
// prefixes and Thai name fragments, over the 50,000 products of npm run seed:large; p95
// must stay under 50 ms. The reference is the same SQL (productListSql: one search
// statement after its planner settings, in a transaction) sent straight through pg with a
// pool of the same size as the app's.
import pg from 'pg';
import { NAME_FRAGMENTS, SKU_PREFIXES } from './catalog-words';
import { printTable, run, type RunResult } from './harness';

export const P95_BAR_MS = 50;

/** The searches: SKU prefixes (any case), whole SKUs, Thai name fragments, barcodes. */
export function searches(): string[] {
  const out: string[] = [];
  SKU_PREFIXES.forEach((prefix, i) => {
    out.push(`${prefix}-0${i + 1}`);
    out.push(`${prefix.toLowerCase()}-00${(i * 7) % 10}${i}`);
    out.push(`${prefix}-${String(1000 + i * 4321).padStart(6, '0')}`);
  });
  for (const fragment of NAME_FRAGMENTS) out.push(fragment);
  out.push('เซรั่ม กลิ่น', 'ไม่มีอยู่จริง', '8850000012345', '88500000');
  return out;
}

export interface BenchContext {
  baseUrl: string;
  token: string;
  enterpriseId: number;
  databaseUrl: string;
  clients: number;
  seconds: number;
}

export async function benchProducts(
  ctx: BenchContext,
): Promise<{ pass: boolean; rows: RunResult[] }> {
  const { GET: listRoute } = await import('@/app/api/v1/products/route');
  const { GET: lookupRoute } = await import('@/app/api/v1/productssku/route');
  const { GET: profileRoute } = await import('@/app/api/v1/profile/route');
  const { productListSql, productLookupSql } = await import('@/lib/domain/catalog/products');
  const { productListQuery, productLookupQuery } = await import('@/lib/domain/catalog/schemas');

  const qs = searches();
  console.log(
    `\nproducts: ${qs.length} searches (SKU prefixes, Thai name fragments, barcodes), ${ctx.clients} clients, ${ctx.seconds} s each`,
  );
  const headers = { authorization: `Bearer ${ctx.token}` };
  const callRoute = async (
    handler: (req: Request) => Promise<Response>,
    path: string,
  ): Promise<void> => {
    const res = await handler(new Request(`${ctx.baseUrl}${path}`, { headers }));
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };

  // Same pool size as the app's Prisma adapter (lib/db/client.ts: max 10).
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 10 });
  try {
    // Sanity: what the searches find (and that the route answers at all).
    let found = 0;
    for (const q of qs) {
      const res = await listRoute(
        new Request(`${ctx.baseUrl}/api/v1/products?q=${encodeURIComponent(q)}`, { headers }),
      );
      if (res.status !== 200) throw new Error(`GET /api/v1/products?q=${q}: ${res.status}`);
      found += ((await res.json()) as { total: number }).total;
    }
    console.log(`  the searches match ${found} rows in all`);

    const opts = { clients: ctx.clients, seconds: ctx.seconds, warmupSeconds: 1 };
    const route = await run('GET /api/v1/products?q= (route handler)', opts, (i) =>
      callRoute(listRoute, `/api/v1/products?q=${encodeURIComponent(qs[i % qs.length]!)}`),
    );
    const reference = await run('  same SQL through pg', opts, async (i) => {
      const query = productListQuery.parse({ q: qs[i % qs.length] });
      const sql = productListSql(ctx.enterpriseId, query);
      if (sql.kind === 'plain') {
        await Promise.all([
          pool.query(sql.rows.text, sql.rows.values as unknown[]),
          pool.query(sql.count.text, sql.count.values as unknown[]),
        ]);
      } else {
        await pool.query(sql.search.text, sql.search.values as unknown[]);
      }
    });
    const lookup = await run('GET /api/v1/productssku?q= (route handler)', opts, (i) =>
      callRoute(lookupRoute, `/api/v1/productssku?q=${encodeURIComponent(qs[i % qs.length]!)}`),
    );
    const lookupRef = await run('  same SQL through pg', opts, async (i) => {
      const sql = productLookupSql(
        ctx.enterpriseId,
        productLookupQuery.parse({ q: qs[i % qs.length] }),
      );
      await pool.query(sql.text, sql.values as unknown[]);
    });
    // What any signed-in call costs here (token, session row, one read): the floor under
    // the route's figures.
    const floor = await run('  floor: GET /api/v1/profile', opts, () =>
      callRoute(profileRoute, '/api/v1/profile'),
    );
    const rows = [route, reference, lookup, lookupRef, floor];
    printTable(rows);
    const pass = route.p95 < P95_BAR_MS && route.errors === 0;
    console.log(
      `  route / pg: p95 ${(route.p95 / reference.p95).toFixed(2)}x, throughput ${(route.perSecond / reference.perSecond).toFixed(2)}x`,
    );
    console.log(
      `  ${pass ? 'PASS' : 'FAIL'}: product search p95 ${route.p95.toFixed(1)} ms (bar < ${P95_BAR_MS} ms at ${ctx.clients} clients)`,
    );
    return { pass, rows };
  } finally {
    await pool.end();
  }
}
