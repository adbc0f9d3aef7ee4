// Loads Thailand's subdistricts (Thai and English names, postal code, DOPA geocode) into
// the thai_addresses table from the npm data packages `thai-address-universal` (rows, Thai
// names, postal codes) and `@bilions/thailand-address` (geocodes and English names; optional),
// merged by lib/domain/address/merge.ts. Nothing is fetched at run time.
//
// Called by scripts/db/migrate.ts after the migrations (so every deployment has it) and by
// the test database reset. Idempotent and cheap when nothing changed: it compares a
// fingerprint of the table with the rows it would write, and only then replaces the table
// (one transaction, multi-row inserts, an advisory lock so two starting instances do not
// load it twice).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../lib/generated/prisma/client';
import {
  mergeThaiAddresses,
  oneRowPerCode,
  type DopaLists,
  type MergeReport,
  type ThaiAddressRow,
  type UniversalRow,
} from '../../lib/domain/address/merge';

/** The part of thai-address-universal's API the loader uses. */
interface UniversalPackage {
  setGeoMode(enabled: boolean): Promise<void>;
  setEngMode(enabled: boolean): Promise<void>;
  getDatabase(): UniversalRow[];
}

export const ROWS_PACKAGE = 'thai-address-universal';
export const DOPA_PACKAGE = '@bilions/thailand-address';

// An arbitrary constant: the advisory lock that serialises loads.
const LOCK_KEY = 72_118_001;
const BATCH = 5000;

const require = createRequire(import.meta.url);

function optionalRequire<T>(name: string): T | null {
  try {
    return require(name) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}

/** The merged rows, or null when the data package is not installed. */
export async function thaiAddressRows(): Promise<{
  rows: ThaiAddressRow[];
  report: MergeReport;
} | null> {
  const universal = optionalRequire<UniversalPackage>(ROWS_PACKAGE);
  if (!universal) return null;
  const dopa = optionalRequire<DopaLists>(DOPA_PACKAGE);
  await universal.setGeoMode(true);
  await universal.setEngMode(false);
  const thai = universal.getDatabase().map((r) => ({ ...r }));
  await universal.setEngMode(true);
  const english = universal.getDatabase().map((r) => ({ ...r }));
  await universal.setEngMode(false);
  return mergeThaiAddresses(thai, english, dopa);
}

const fieldsOf = (r: ThaiAddressRow) => [
  r.subdistrictCode ?? '',
  r.subdistrictTh,
  r.subdistrictEn,
  r.districtTh,
  r.districtEn,
  r.provinceTh,
  r.provinceEn,
  r.zipcode,
];

/** md5 of the rows in table order, as the SQL below computes it. */
function fingerprint(rows: readonly ThaiAddressRow[]): string {
  return createHash('md5')
    .update(rows.map((r) => fieldsOf(r).join('\t')).join('\n'))
    .digest('hex');
}

type Sql = Pick<PrismaClient, '$queryRaw' | '$executeRaw'>;

async function tableFingerprint(db: Sql): Promise<{ count: number; hash: string }> {
  const [row] = await db.$queryRaw<Array<{ count: number; hash: string }>>`
    SELECT count(*)::int AS count,
           md5(coalesce(string_agg(concat_ws(chr(9),
             coalesce(subdistrict_code, ''), subdistrict_th, subdistrict_en, district_th,
             district_en, province_th, province_en, zipcode), chr(10) ORDER BY id), '')) AS hash
      FROM thai_addresses`;
  return row ?? { count: 0, hash: '' };
}

/** True while the initial migration's unique index on subdistrict_code alone exists. */
async function codeIsUnique(db: Sql): Promise<boolean> {
  const found = await db.$queryRaw<Array<{ one: number }>>`
    SELECT 1 AS one
      FROM pg_index i
      JOIN pg_class t ON t.oid = i.indrelid
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = i.indkey[0]
     WHERE t.relname = 'thai_addresses' AND i.indisunique AND i.indnatts = 1
       AND a.attname = 'subdistrict_code'`;
  return found.length > 0;
}

/** One multi-row INSERT: eight array parameters, unnested in the given order. */
async function insertBatch(db: Sql, rows: readonly ThaiAddressRow[]): Promise<void> {
  const col = <K extends keyof ThaiAddressRow>(k: K) => rows.map((r) => r[k]);
  await db.$executeRaw`
    INSERT INTO thai_addresses (subdistrict_code, subdistrict_th, subdistrict_en, district_th,
                                district_en, province_th, province_en, zipcode)
    SELECT c, st, se, dt, de, pt, pe, z
      FROM unnest(${col('subdistrictCode')}::varchar[], ${col('subdistrictTh')}::varchar[],
                  ${col('subdistrictEn')}::varchar[], ${col('districtTh')}::varchar[],
                  ${col('districtEn')}::varchar[], ${col('provinceTh')}::varchar[],
                  ${col('provinceEn')}::varchar[], ${col('zipcode')}::varchar[])
      WITH ORDINALITY AS t(c, st, se, dt, de, pt, pe, z, n)
     ORDER BY n`;
}

export interface LoadResult {
  /** Rows in the table afterwards. */
  rows: number;
  /** False when the table already held exactly these rows. */
  changed: boolean;
  /** Set when the data package is missing and nothing was done. */
  skipped?: string;
  report?: MergeReport;
}

export async function loadThaiAddresses(db: PrismaClient): Promise<LoadResult> {
  const merged = await thaiAddressRows();
  if (!merged) {
    const count = (await tableFingerprint(db)).count;
    return { rows: count, changed: false, skipped: `${ROWS_PACKAGE} is not installed` };
  }
  const rows = (await codeIsUnique(db)) ? oneRowPerCode(merged.rows) : merged.rows;
  const want = fingerprint(rows);
  const same = (f: { count: number; hash: string }) => f.count === rows.length && f.hash === want;
  if (same(await tableFingerprint(db))) {
    return { rows: rows.length, changed: false, report: merged.report };
  }
  const changed = await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_KEY})`;
      // Another process may have loaded it while this one waited for the lock.
      if (same(await tableFingerprint(tx))) return false;
      await tx.$executeRaw`DELETE FROM thai_addresses`;
      for (let i = 0; i < rows.length; i += BATCH) await insertBatch(tx, rows.slice(i, i + BATCH));
      return true;
    },
    { timeout: 120_000, maxWait: 120_000 },
  );
  return { rows: rows.length, changed, report: merged.report };
}

/** For scripts that hold only a connection URL (migrate, the test database reset). */
export async function loadThaiAddressesAt(
  url: string,
  log: (msg: string) => void = () => {},
): Promise<LoadResult> {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const started = Date.now();
    const result = await loadThaiAddresses(db);
    if (result.skipped) log(`thai addresses: skipped (${result.skipped})`);
    else
      log(
        `thai addresses: ${result.rows} rows ${result.changed ? 'loaded' : 'up to date'} in ${Date.now() - started} ms`,
      );
    return result;
  } finally {
    await db.$disconnect();
  }
}
