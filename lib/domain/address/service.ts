import type { TenantDb } from '@/lib/db';
import { searchTerms, type SearchTerm } from '@/lib/domain/address/query';
import type { AddressSearch } from '@/lib/domain/address/schemas';

// Searches Thailand's subdistricts (the thai_addresses table: about 7,500 rows of reference
// data shared by every enterprise, written only by scripts/db/thai-addresses.ts at deploy
// time) for the address autocomplete: GET /api/v1/address and /api/v2/address.
//
// Every word typed must match the subdistrict, district or province (Thai or English) or
// the postal code. Rows are ranked per word, the best first: an exact postal code or name
// (0), a name that starts with the word or a postal code prefix (3), an English name with
// a word that starts with it (6), a name containing it (9; a single letter only matches
// at the start); a subdistrict before its district (+1) before its province (+2).
//
// The table is read once per process and searched in memory: about 1 ms per search. The
// same ranking in SQL (LIKE over six name columns, lower() for English) took 2-25 ms a
// search on this machine, worst for the one- and two-letter words an autocomplete sends
// first, and trigram indexes do not help words under three letters. The copy is checked
// against the table (row count and highest id, which change on every reload) at most once
// a minute.

export interface ThaiAddressRecord {
  id: number;
  subdistrict_code: string | null;
  subdistrict_th: string;
  subdistrict_en: string;
  district_th: string;
  district_en: string;
  province_th: string;
  province_en: string;
  zipcode: string;
}

interface Entry {
  record: ThaiAddressRecord;
  /** Thai names as stored, English names lower-cased: subdistrict, district, province. */
  th: [string, string, string];
  en: [string, string, string];
}

type AddressReader = Pick<TenantDb, 'thaiAddress' | '$queryRaw'>;

const NO_MATCH = 99;
const CHECK_EVERY_MS = 60_000;

let cache: { entries: Entry[]; marker: string; checkedAt: number } | null = null;
let loading: Promise<Entry[]> | null = null;

async function tableMarker(db: AddressReader): Promise<string> {
  const [row] = await db.$queryRaw<Array<{ count: number; max: number }>>`
    SELECT count(*)::int AS count, coalesce(max(id), 0)::int AS max FROM thai_addresses`;
  return `${row?.count ?? 0}:${row?.max ?? 0}`;
}

async function readTable(db: AddressReader): Promise<{ entries: Entry[]; marker: string }> {
  const [records, marker] = await Promise.all([
    db.thaiAddress.findMany({
      orderBy: { id: 'asc' },
      select: {
        id: true,
        subdistrictCode: true,
        subdistrictTh: true,
        subdistrictEn: true,
        districtTh: true,
        districtEn: true,
        provinceTh: true,
        provinceEn: true,
        zipcode: true,
      },
    }),
    tableMarker(db),
  ]);
  const entries = records.map((r) => ({
    record: {
      id: r.id,
      subdistrict_code: r.subdistrictCode,
      subdistrict_th: r.subdistrictTh,
      subdistrict_en: r.subdistrictEn,
      district_th: r.districtTh,
      district_en: r.districtEn,
      province_th: r.provinceTh,
      province_en: r.provinceEn,
      zipcode: r.zipcode,
    },
    th: [r.subdistrictTh, r.districtTh, r.provinceTh] as [string, string, string],
    en: [r.subdistrictEn, r.districtEn, r.provinceEn].map((s) => s.toLowerCase()) as [
      string,
      string,
      string,
    ],
  }));
  return { entries, marker };
}

/** The in-memory copy of the table, read again when the table changed. */
async function addressEntries(db: AddressReader): Promise<Entry[]> {
  const now = Date.now();
  if (cache && now - cache.checkedAt < CHECK_EVERY_MS) return cache.entries;
  if (cache && (await tableMarker(db)) === cache.marker) {
    cache.checkedAt = now;
    return cache.entries;
  }
  loading ??= readTable(db)
    .then(({ entries, marker }) => {
      // An empty table (not loaded yet) is not kept: the next search looks again.
      cache = entries.length ? { entries, marker, checkedAt: Date.now() } : null;
      return entries;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Forgets the in-memory copy (after the table was reloaded in the same process). */
export function forgetThaiAddresses(): void {
  cache = null;
}

/** How well one name matches one word (NO_MATCH when it does not). */
function nameRank(name: string, text: string, english: boolean): number {
  if (name === text) return 0;
  if (name.startsWith(text)) return 3;
  if (english && name.includes(` ${text}`)) return 6;
  if ([...text].length > 1 && name.includes(text)) return 9;
  return NO_MATCH;
}

const LEVELS = [0, 1, 2] as const;

/** The best rank of one word over the names its script can match, with the level weight. */
function termRank(entry: Entry, term: SearchTerm, levels: readonly number[] = LEVELS): number {
  if (term.kind === 'zipcode') {
    const zip = entry.record.zipcode;
    return zip === term.text ? 0 : zip.startsWith(term.text) ? 3 : NO_MATCH;
  }
  let best = NO_MATCH;
  for (const level of levels) {
    const weight = levels.length === 1 ? 0 : level;
    if (term.kind !== 'latin')
      best = Math.min(best, nameRank(entry.th[level]!, term.text, false) + weight);
    if (term.kind !== 'thai')
      best = Math.min(best, nameRank(entry.en[level]!, term.text, true) + weight);
  }
  return best >= NO_MATCH ? NO_MATCH : best;
}

interface Criterion {
  term: SearchTerm;
  levels?: readonly number[];
}

function criteria(search: AddressSearch): Criterion[] {
  const out: Criterion[] = searchTerms(search.q).map((term) => ({ term }));
  (['subdistrict', 'district', 'province'] as const).forEach((field, level) => {
    const value = search[field]?.trim();
    if (!value) return;
    // The whole value, as one word, against that level's names only.
    const text = value.normalize('NFC').replace(/\s+/g, ' ');
    const thai = /[\u0E00-\u0E7F]/.test(text);
    const latin = /[a-z0-9]/i.test(text);
    out.push({
      term: {
        text: thai ? text : text.toLowerCase(),
        kind: thai && latin ? 'mixed' : thai ? 'thai' : 'latin',
      },
      levels: [level],
    });
  });
  if (search.zipcode) out.push({ term: { text: search.zipcode, kind: 'zipcode' } });
  return out;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export async function searchThaiAddresses(
  db: AddressReader,
  search: AddressSearch,
): Promise<{ rows: ThaiAddressRecord[]; total: number }> {
  const wanted = criteria(search);
  if (wanted.length === 0) return { rows: [], total: 0 };
  const entries = await addressEntries(db);
  const found: Array<{ entry: Entry; rank: number }> = [];
  for (const entry of entries) {
    let rank = 0;
    for (const c of wanted) {
      const r = termRank(entry, c.term, c.levels);
      if (r === NO_MATCH) {
        rank = NO_MATCH;
        break;
      }
      rank += r;
    }
    if (rank !== NO_MATCH) found.push({ entry, rank });
  }
  const en = search.lang === 'en';
  found.sort((a, b) => {
    if (a.rank !== b.rank) return a.rank - b.rank;
    const x = a.entry.record;
    const y = b.entry.record;
    return (
      (en
        ? cmp(x.province_en, y.province_en) ||
          cmp(x.district_en, y.district_en) ||
          cmp(x.subdistrict_en, y.subdistrict_en)
        : cmp(x.province_th, y.province_th) ||
          cmp(x.district_th, y.district_th) ||
          cmp(x.subdistrict_th, y.subdistrict_th)) ||
      cmp(x.zipcode, y.zipcode) ||
      x.id - y.id
    );
  });
  return { rows: found.slice(0, search.limit).map((f) => f.entry.record), total: found.length };
}
