// Integration files may run in several processes at once (INTEGRATION_WORKERS, CI sets 2):
// each process gets a PostgreSQL database and a Redis database of its own, so one file's
// outbox jobs, queues and locks never meet another's. Worker 1 uses the configured ones;
// worker k a copy of the database named `<name>_w<k>` and the Redis database k-1 below.

/** How many test files run at once (1 unless INTEGRATION_WORKERS says more). */
export function integrationWorkers(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.INTEGRATION_WORKERS ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 4 ? n : 1;
}

/** The database worker `k` (1-based) uses. */
export function workerDatabaseUrl(url: string, k: number): string {
  if (k <= 1) return url;
  const u = new URL(url);
  u.pathname = `${u.pathname}_w${k}`;
  return u.toString();
}

/** The Redis database worker `k` uses: the configured one for worker 1, then the ones below. */
export function workerRedisUrl(url: string, k: number): string {
  if (!url || k <= 1) return url;
  const u = new URL(url);
  const base = Number(u.pathname.replace('/', '') || 0);
  const db = base - (k - 1);
  if (db < 0) throw new Error(`no Redis database below ${base} for test worker ${k}`);
  u.pathname = `/${db}`;
  return u.toString();
}
