// Prisma's schema engine compiled to WebAssembly, driven through the pg driver adapter.
// It does what `prisma migrate deploy` and `prisma migrate diff` do, without the native
// engine binary the CLI would download.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { MigrationList, SchemaContainer, SchemaEngine } from '@prisma/schema-engine-wasm';
import * as engineBindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import { createRequire } from 'node:module';
import pg from 'pg';

// The package's entry imports its .wasm file as an ES module, which Node 20 allows only
// behind --experimental-wasm-modules; instantiating it here does the same without a flag.
let loaded: Promise<typeof engineBindings> | undefined;
function loadEngine(): Promise<typeof engineBindings> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const jsPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const wasmPath = path.join(path.dirname(jsPath), 'schema_engine_bg.wasm');
    const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {
      './schema_engine_bg.js': engineBindings as unknown as WebAssembly.ModuleImports,
    });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start: () => void };
    (engineBindings as unknown as { __wbg_set_wasm: (w: unknown) => void }).__wbg_set_wasm(exports);
    exports.__wbindgen_start();
    return engineBindings;
  })();
  return loaded;
}

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

/**
 * The pg adapter's executeScript splits a script on every ';' (comments and function bodies
 * included). Sent whole instead, PostgreSQL runs a migration as one implicit transaction:
 * it applies completely or not at all.
 */
class WholeScriptPg extends PrismaPg {
  override async connect() {
    const adapter = await super.connect();
    const driver = adapter.underlyingDriver() as { query: (sql: string) => Promise<unknown> };
    const onError = (adapter as unknown as { onError: (e: unknown) => never }).onError.bind(
      adapter,
    );
    adapter.executeScript = async (script: string) => {
      try {
        await driver.query(script);
      } catch (error) {
        onError(error);
      }
    };
    return adapter;
  }
}

export async function openEngine(url: string): Promise<SchemaEngine> {
  const adapter = bindMigrationAwareSqlAdapterFactory(new WholeScriptPg({ connectionString: url }));
  const log = (msg: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(msg);
  };
  const { SchemaEngine: Engine } = await loadEngine();
  return Engine.new({ datamodels: schemaFiles().map((f) => [f.path, f.content]) }, log, adapter);
}

export const noFilters = { externalTables: [], externalEnums: [] };

export async function applyMigrations(url: string): Promise<string[]> {
  await ensureDatabase(url);
  const engine = await openEngine(url);
  try {
    const out = await engine.applyMigrations({
      migrationsList: migrationList(),
      filters: noFilters,
    });
    return out.appliedMigrationNames;
  } finally {
    engine.free();
  }
}
