// Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL from the schema of the
// last migration (kept in schema.snapshot.prisma) to the current prisma/schema. No shadow
// database is needed. Hand-written SQL the schema language cannot express (CHECK
// constraints, partial indexes) goes at the end of the new file, under its own comment.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, SNAPSHOT_FILE, noFilters, openEngine, schemaFiles } from './engine';
import { readFileSync } from 'node:fs';
import type { DiffTarget } from '@prisma/schema-engine-wasm';

const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
if (!name) {
  console.error('usage: npm run db:migration -- <name>');
  process.exit(1);
}
const url = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const engine = await openEngine(url);
const current = schemaFiles();
const from: DiffTarget = existsSync(SNAPSHOT_FILE)
  ? {
      tag: 'schemaDatamodel',
      files: [{ path: SNAPSHOT_FILE, content: readFileSync(SNAPSHOT_FILE, 'utf8') }],
    }
  : { tag: 'empty' };
const result = await engine.diff({
  from,
  to: { tag: 'schemaDatamodel', files: current },
  script: true,
  exitCode: true,
  filters: noFilters,
});
engine.free();
if (result.exitCode !== 2) {
  console.log('No schema change since the last migration.');
  process.exit(0);
}
const stamp = new Date()
  .toISOString()
  .replace(/[-:TZ.]/g, '')
  .slice(0, 14);
const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'migration.sql'), result.stdout ?? '');
// The snapshot is the datasource-free concatenation of the schema files.
writeFileSync(SNAPSHOT_FILE, current.map((f) => f.content).join('\n'));
if (!existsSync(path.join(MIGRATIONS_DIR, 'migration_lock.toml'))) {
  writeFileSync(path.join(MIGRATIONS_DIR, 'migration_lock.toml'), 'provider = "postgresql"\n');
}
console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
