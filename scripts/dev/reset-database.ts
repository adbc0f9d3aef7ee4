// Drops and recreates a test database, applies the migrations and runs the seed.
// Shared by the integration tests' global setup and the e2e web server's start command.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../../lib/generated/prisma/client';
import { applyMigrations } from '../db/engine';
import { loadThaiAddressesAt } from '../db/thai-addresses';

/** Only databases whose name says they are disposable are ever dropped. */
const DISPOSABLE = /(_test|_e2e)(_\w+)?$/;

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

export async function recreateDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  if (!DISPOSABLE.test(name) && process.env.ALLOW_DB_RESET !== '1') {
    throw new Error(
      `refusing to drop database "${name}": test databases end in _test or _e2e (set ALLOW_DB_RESET=1 to force)`,
    );
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const ident = client.escapeIdentifier(name);
    await client.query(`drop database if exists ${ident} with (force)`);
    await client.query(`create database ${ident}`);
  } finally {
    await client.end();
  }
}

/**
 * A copy of a database (CREATE DATABASE ... TEMPLATE): an exact image of a freshly reset and
 * seeded one in a second or two, for a second test worker. Nobody may be connected to it.
 */
export async function copyDatabase(fromUrl: string, toUrl: string): Promise<void> {
  const from = databaseName(fromUrl);
  const to = databaseName(toUrl);
  if (!DISPOSABLE.test(to)) throw new Error(`refusing to replace database "${to}": not a test one`);
  const admin = new URL(toUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${client.escapeIdentifier(to)} with (force)`);
    // The reset's own clients may still hold a connection to the source for a moment after
    // they were closed (a pool lets go of its idle connections on a timer): wait for them,
    // and after 15 s end them, nobody else uses a test database while it is being set up.
    const started = Date.now();
    for (;;) {
      try {
        await client.query(
          `create database ${client.escapeIdentifier(to)} template ${client.escapeIdentifier(from)}`,
        );
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006') throw error;
        if (Date.now() - started > 15_000)
          await client.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [from],
          );
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await client.end();
  }
}

export interface ResetOptions {
  seed?: boolean;
  log?: (msg: string) => void;
}

export async function resetDatabase(url: string, options: ResetOptions = {}): Promise<void> {
  const { seed = true, log = () => {} } = options;
  const started = Date.now();
  await recreateDatabase(url);
  const applied = await applyMigrations(url);
  log(`${databaseName(url)}: recreated, ${applied.length} migration(s) applied`);
  // Reference data that `npm run db:migrate` also loads: Thailand's subdistricts.
  await loadThaiAddressesAt(url, log);
  if (!seed) return;
  // Anything the seed imports (lib/env, lib/db/client) must see this database.
  process.env.DATABASE_URL = url;
  const { seed: runSeed } = await import('../../prisma/seed');
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    await runSeed(db);
  } finally {
    await db.$disconnect();
  }
  log(`${databaseName(url)}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
