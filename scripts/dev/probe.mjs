// Small reachability checks for the shell scripts (quickstart, test-all). Plain Node ESM so
// it starts fast and needs no TypeScript loader.
//
//   node scripts/dev/probe.mjs pg <url>      0: the server answers (the database may be missing)
//                                            1: nothing answers   2: it answers but refuses
//   node scripts/dev/probe.mjs redis <url>   0: PONG   1: no answer
//   node scripts/dev/probe.mjs http <url>    0: 2xx    1: anything else
//   node scripts/dev/probe.mjs port <port>   0: something listens on 127.0.0.1:<port>   1: free
//   node scripts/dev/probe.mjs with-db <url> <name>   prints <url> with its database replaced
import net from 'node:net';

const [kind, target, extra] = process.argv.slice(2);
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

async function probePg(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return 0;
  } catch (err) {
    const code = err && typeof err === 'object' && 'code' in err ? String(err.code) : '';
    // 3D000: the database does not exist yet; the server answers and migrate creates it.
    if (code === '3D000') return 0;
    if (UNREACHABLE.has(code) || /timeout|terminated/i.test(String(err?.message))) return 1;
    console.error(`PostgreSQL at ${redact(url)} answered with an error: ${err?.message ?? err}`);
    return 2;
  } finally {
    await client.end().catch(() => {});
  }
}

async function probeRedis(url) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    const pong = await redis.ping();
    return pong === 'PONG' ? 0 : 1;
  } catch {
    return 1;
  } finally {
    redis.disconnect();
  }
}

async function probeHttp(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return res.ok ? 0 : 1;
  } catch {
    return 1;
  }
}

function probePort(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port: Number(port), host: '127.0.0.1' });
    socket.setTimeout(1000);
    socket.on('connect', () => {
      socket.destroy();
      resolve(0);
    });
    socket.on('timeout', () => {
      socket.destroy();
      resolve(1);
    });
    socket.on('error', () => resolve(1));
  });
}

function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

function withDb(url, name) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  console.log(u.toString());
  return 0;
}

const probes = {
  pg: () => probePg(target),
  redis: () => probeRedis(target),
  http: () => probeHttp(target),
  port: () => probePort(target),
  'with-db': () => withDb(target, extra),
};

if (!kind || !target || !(kind in probes)) {
  console.error('usage: node scripts/dev/probe.mjs pg|redis|http|port|with-db <target> [name]');
  process.exit(64);
}
process.exit(await probes[kind]());
