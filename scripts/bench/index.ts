// npm run bench [-- products|orders|inventory|stock-reads|packing|pages|platforms|reports] [--clients 16]
// [--seconds 5] [--orders 100000 (platforms)]: the speed bars
// against the database named by DATABASE_URL, after
// npm run db:migrate && npm run db:seed && npm run seed:large. Calls go through the real
// route handlers in this process (a bearer token from the real login handler); every
// figure is printed beside the same SQL sent straight through pg. Prints PASS or FAIL per
// bar; exits 1 on a FAIL only with --strict (shared machines are noisy).
import pg from 'pg';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const BENCHES = [
  'products',
  'orders',
  'inventory',
  'stock-reads',
  'packing',
  'pages',
  'platforms',
  'reports',
] as const;
type BenchName = (typeof BENCHES)[number];

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  // Tokens are made and checked in this process only: any secret of the right length works.
  process.env.AUTH_SECRET ??= 'bench-only-secret-never-used-outside-benchmarks-0123456789';
  process.env.LOG_LEVEL ??= 'warn';
  const username = process.env.BENCH_USER ?? 'admin';
  const password = process.env.BENCH_PASSWORD ?? 'demo1234';
  const baseUrl = 'http://localhost';
  const wanted = process.argv
    .slice(2)
    .filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--')) as BenchName[];
  const selected = wanted.length ? wanted : [...BENCHES];

  const { POST: loginRoute } = await import('@/app/api/auth/login/route');
  const login = await loginRoute(
    new Request(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' },
      body: JSON.stringify({ username, password }),
    }),
  );
  if (login.status !== 200)
    throw new Error(`login as ${username} failed (${login.status}): run npm run db:seed first`);
  const { Datum } = (await login.json()) as {
    Datum: { token: string; user: { EnterpriseID: number } };
  };

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const products = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM products WHERE enterprise_id = $1',
    [Datum.user.EnterpriseID],
  );
  await client.end();
  console.log(
    `bench: ${new URL(databaseUrl).pathname.slice(1)}, enterprise ${Datum.user.EnterpriseID} (${products.rows[0]!.n} products)`,
  );
  if (products.rows[0]!.n < 50_000)
    console.log('  (fewer than 50,000 products: run npm run seed:large)');

  const ctx = {
    baseUrl,
    token: Datum.token,
    enterpriseId: Datum.user.EnterpriseID,
    databaseUrl,
    clients: arg('clients', 16),
    seconds: arg('seconds', 5),
  };
  const results: Array<[string, boolean]> = [];
  for (const name of selected) {
    if (name === 'products') {
      const { benchProducts } = await import('./products');
      results.push(['products', (await benchProducts(ctx)).pass]);
    } else if (name === 'orders') {
      const { benchOrders } = await import('./orders');
      results.push(['orders', (await benchOrders(ctx)).pass]);
    } else if (name === 'inventory') {
      const { benchInventory } = await import('./inventory');
      results.push(['inventory', (await benchInventory(ctx)).pass]);
    } else if (name === 'stock-reads') {
      const { benchStockReads } = await import('./stock-reads');
      results.push(['stock-reads', (await benchStockReads(ctx)).pass]);
    } else if (name === 'packing') {
      const { benchPacking } = await import('./packing');
      results.push(['packing', (await benchPacking(ctx)).pass]);
    } else if (name === 'pages') {
      // Needs the production build (npm run build): served by next start, opened in Chromium.
      const { benchPages } = await import('./pages');
      results.push(['pages', (await benchPages(ctx)).pass]);
    } else if (name === 'platforms') {
      // Its own enterprise and the local TikTok Shop; needs Redis (REDIS_URL) for the worker.
      const { benchPlatforms } = await import('./platforms');
      results.push([
        'platforms',
        (await benchPlatforms({ ...ctx, orders: arg('orders', 100_000) })).pass,
      ]);
    } else if (name === 'reports') {
      // Writes (and deletes again) a few orders of today to see them in the dashboard.
      const { benchReports } = await import('./reports');
      results.push(['reports', (await benchReports(ctx)).pass]);
    } else {
      throw new Error(`unknown bench "${name}" (known: ${BENCHES.join(', ')})`);
    }
  }
  console.log(`\n${results.map(([n, p]) => `${n}: ${p ? 'PASS' : 'FAIL'}`).join(', ')}`);
  const { prisma } = await import('@/lib/db/client');
  await prisma().$disconnect();
  if (process.argv.includes('--strict') && results.some(([, p]) => !p)) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
