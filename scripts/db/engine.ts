// Prisma's schema engine compiled to WebAssembly, driven through the pg driver adapter.
// It does what `prisma migrate deploy` and `prisma migrate diff` do, without the native
// engine binary the CLI would download.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { SchemaEngine } from '@prisma/schema-engine-wasm';
import type { MigrationList, SchemaContainer } from '@prisma/schema-engine-wasm';
import pg from 'pg';

export const MIGRATIONS_DIR = path.resolve('prisma/migrations');
export const SCHEMA_DIR = path.resolve('prisma/schema');
export const SNAPSHOT_FILE = path.join(MIGRATIONS_DIR, 'schema.snapshot.prisma');

export function schemaFiles(dir = SCHEMA_DIR): SchemaContainer[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.prisma'))
    .sort()
    .map((f) => ({ path: path.join(dir, f), content: readFileSync(path.join(dir, f), 'utf8') }));
}

export function migrationList(): MigrationList {
  const lockPath = path.join(MIGRATIONS_DIR, 'migration_lock.toml');
  const dirs = existsSync(MIGRATIONS_DIR)
    ? readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: {
      path: 'migration_lock.toml',
      content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((name) => {
      const file = path.join(MIGRATIONS_DIR, name, 'migration.sql');
      return {
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: existsSync(file)
            ? { tag: 'ok', value: readFileSync(file, 'utf8') }
            : { tag: 'error', value: 'missing migration.sql' },
        },
      };
    }),
  } as MigrationList;
}

/** Creates the database named in the URL when the server answers but the database is missing. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
    }
  } finally {
    await client.end();
  }
}

export async function openEngine(url: string): Promise<SchemaEngine> {
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString: url }));
  const log = (msg: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(msg);
  };
  return SchemaEngine.new({ datamodels: schemaFiles().map((f) => [f.path, f.content]) }, log, adapter);
}

export const noFilters = { externalTables: [], externalEnums: [] };

export async function applyMigrations(url: string): Promise<string[]> {
  await ensureDatabase(url);
  const engine = await openEngine(url);
  try {
    const out = await engine.applyMigrations({ migrationsList: migrationList(), filters: noFilters });
    return out.appliedMigrationNames;
  } finally {
    engine.free();
  }
}
