// Builds the rows of the thai_addresses table from two npm data packages (read by
// scripts/db/thai-addresses.ts, never at run time):
//
// - `thai-address-universal` gives the rows: every subdistrict with its postal code (one
//   row per subdistrict and postal code, as Thailand Post assigns them), Thai names and a
//   machine romanisation that is wrong in places ("Khnong Toei Enue").
// - `@bilions/thailand-address` gives the DOPA geocodes and the English names of the
//   Department of Provincial Administration list, but only one postal code per
//   subdistrict (some wrong) and no English for about 260 subdistricts.
//
// A row keeps the Thai names and postal code of the first; its English names and code come
// from the second when the Thai names match and the English name is believable, else from
// the first. Pure functions: tested in merge.test.ts.

/** A row of thai-address-universal (`getDatabase()`, geo mode on), in one language. */
export interface UniversalRow {
  province: string;
  district: string;
  sub_district: string;
  postal_code: string;
  sub_district_code?: string;
}

/** The three lists of @bilions/thailand-address. */
export interface DopaLists {
  provinces: ReadonlyArray<{
    id: number;
    code: number;
    name_in_thai: string;
    name_in_english: string;
  }>;
  districts: ReadonlyArray<{
    id: number;
    code: number;
    name_in_thai: string;
    name_in_english: string;
    province_id: number;
  }>;
  subDistricts: ReadonlyArray<{
    id: number;
    code: number;
    name_in_thai: string;
    name_in_english: string;
    district_id: number;
    zip_code: number;
  }>;
}

export interface ThaiAddressRow {
  subdistrictCode: string | null;
  subdistrictTh: string;
  subdistrictEn: string;
  districtTh: string;
  districtEn: string;
  provinceTh: string;
  provinceEn: string;
  zipcode: string;
}

/** Thai names compared without the "เขต" of Bangkok districts and without spaces. */
export const thaiKey = (name: string) => name.replace(/^เขต\s*/, '').replace(/\s+/g, '');

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** "sa kaeo" → "Sa Kaeo": each word starts with a capital, the rest stays as written. */
export const titleWords = (s: string) =>
  clean(s)
    .split(' ')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');

// Initial consonants in the Royal Thai General System of Transcription (RTGS).
const RTGS_INITIAL: Record<string, string[]> = {
  ก: ['k', 'g'],
  ข: ['kh'],
  ฃ: ['kh'],
  ค: ['kh'],
  ฅ: ['kh'],
  ฆ: ['kh'],
  ง: ['ng'],
  จ: ['ch'],
  ฉ: ['ch'],
  ช: ['ch'],
  ซ: ['s'],
  ฌ: ['ch'],
  ญ: ['y'],
  ฎ: ['d'],
  ฏ: ['t'],
  ฐ: ['th'],
  ฑ: ['th', 'd'],
  ฒ: ['th'],
  ณ: ['n'],
  ด: ['d'],
  ต: ['t'],
  ถ: ['th'],
  ท: ['th'],
  ธ: ['th'],
  น: ['n'],
  บ: ['b'],
  ป: ['p'],
  ผ: ['ph'],
  ฝ: ['f'],
  พ: ['ph'],
  ฟ: ['f'],
  ภ: ['ph'],
  ม: ['m'],
  ย: ['y'],
  ร: ['r'],
  ล: ['l'],
  ว: ['w'],
  ศ: ['s'],
  ษ: ['s'],
  ส: ['s'],
  ห: ['h'],
  ฬ: ['l'],
  อ: ['a', 'e', 'i', 'o', 'u'],
  ฮ: ['h'],
};

/** The Latin starts an RTGS romanisation of this Thai name can have (null: cannot tell). */
export function rtgsInitials(thai: string): string[] | null {
  let s = clean(thai).replace(/^(เขต|แขวง|ตำบล|อำเภอ)\s*/, '');
  if (/^[เแโใไ]/.test(s)) s = s.slice(1); // a leading vowel is written before its consonant
  const first = s[0];
  const next = s[1];
  if (!first) return null;
  const base = RTGS_INITIAL[first];
  if (!base) return null;
  // A silent ห or อ before a sonorant (หนอง → Nong, อยู่ → Yu); ห may also be the sound (หงส์ → Hong).
  if ((first === 'ห' || first === 'อ') && next && 'งญนมยรลว'.includes(next))
    return [...base, ...(RTGS_INITIAL[next] ?? [])];
  if ((first === 'ท' || first === 'ซ' || first === 'ศ' || first === 'ส') && next === 'ร')
    return ['s', 'th'];
  return base;
}

/** True when the English name is a believable romanisation of the Thai one (same first sound). */
export function plausibleEnglish(thai: string, english: string): boolean {
  const want = rtgsInitials(thai);
  if (!want) return true;
  const e = english.toLowerCase().replace(/^[^a-z]+/, '');
  return want.some((p) => e.startsWith(p));
}

/** Words that end many names: "คลองเตยเหนือ" is "Khlong Toei" + "Nuea". */
const DIRECTION_WORDS: ReadonlyArray<[string, string]> = [
  ['ตะวันออก', 'Tawan Ok'],
  ['ตะวันตก', 'Tawan Tok'],
  ['เหนือ', 'Nuea'],
  ['ใต้', 'Tai'],
  ['กลาง', 'Klang'],
  ['ใหม่', 'Mai'],
  ['ใหญ่', 'Yai'],
  ['น้อย', 'Noi'],
];

const usableEnglish = (s: string | undefined): s is string =>
  Boolean(s) &&
  s!.trim() !== '' &&
  s!.trim().toUpperCase() !== 'NULL' &&
  /^[A-Za-z]/.test(s!.trim());

/** Names given to more than one distinct Thai name within the same parent: not trusted. */
function ambiguous<T>(
  items: readonly T[],
  parent: (t: T) => string,
  th: (t: T) => string,
  en: (t: T) => string,
) {
  const seen = new Map<string, Set<string>>();
  for (const item of items) {
    const key = `${parent(item)}|${en(item).toLowerCase()}`;
    const set = seen.get(key) ?? new Set<string>();
    set.add(thaiKey(th(item)));
    seen.set(key, set);
  }
  return (item: T) => (seen.get(`${parent(item)}|${en(item).toLowerCase()}`)?.size ?? 0) > 1;
}

export interface MergeReport {
  rows: number;
  /** Rows whose subdistrict English name came from the DOPA list. */
  dopaSubdistrictNames: number;
  /** Rows whose subdistrict English name is the DOPA list's for the same Thai name elsewhere. */
  vocabularySubdistrictNames: number;
  /** Rows whose geocode came from the DOPA list. */
  dopaCodes: number;
  /** Rows without a geocode. */
  withoutCode: number;
}

/**
 * Merges the Thai and English rows of thai-address-universal (same order, same length)
 * with the DOPA lists. The result is sorted by province, district, subdistrict (Thai) and
 * postal code, so that loading it twice gives the same table.
 */
export function mergeThaiAddresses(
  thai: readonly UniversalRow[],
  english: readonly UniversalRow[],
  dopa: DopaLists | null,
): { rows: ThaiAddressRow[]; report: MergeReport } {
  if (thai.length !== english.length) throw new Error('thai and english rows differ in length');

  const provinceEn = new Map<string, string>();
  const districtEn = new Map<string, string>();
  const subdistrict = new Map<string, { code: string; en: string | null }>();
  const dopaCodes = new Set<string>();
  if (dopa) {
    const provinces = new Map(dopa.provinces.map((p) => [p.id, p]));
    const districts = new Map(dopa.districts.map((d) => [d.id, d]));
    for (const p of dopa.provinces)
      if (usableEnglish(p.name_in_english))
        provinceEn.set(thaiKey(p.name_in_thai), titleWords(p.name_in_english));

    const districtDoubt = ambiguous(
      dopa.districts,
      (d) => String(d.province_id),
      (d) => d.name_in_thai,
      (d) => d.name_in_english,
    );
    for (const d of dopa.districts) {
      const p = provinces.get(d.province_id);
      if (!p || !usableEnglish(d.name_in_english) || districtDoubt(d)) continue;
      if (!plausibleEnglish(d.name_in_thai, d.name_in_english)) continue;
      districtEn.set(
        `${thaiKey(p.name_in_thai)}|${thaiKey(d.name_in_thai)}`,
        titleWords(d.name_in_english),
      );
    }

    const subDoubt = ambiguous(
      dopa.subDistricts,
      (s) => String(s.district_id),
      (s) => s.name_in_thai,
      (s) => s.name_in_english,
    );
    for (const s of dopa.subDistricts) {
      const d = districts.get(s.district_id);
      const p = d && provinces.get(d.province_id);
      if (!d || !p) continue;
      const trusted =
        usableEnglish(s.name_in_english) &&
        !subDoubt(s) &&
        plausibleEnglish(s.name_in_thai, s.name_in_english);
      const code = String(s.code);
      dopaCodes.add(code);
      subdistrict.set(
        `${thaiKey(p.name_in_thai)}|${thaiKey(d.name_in_thai)}|${thaiKey(s.name_in_thai)}`,
        { code, en: trusted ? titleWords(s.name_in_english) : null },
      );
    }
  }

  // The same Thai name elsewhere in the DOPA list (a district, another subdistrict) gives
  // the English of a subdistrict the list has none for: แขวงสีลม is not named in English,
  // but ... Used only when every such place has the same English name.
  const vocabulary = new Map<string, Set<string>>();
  const learn = (th: string, en: string) => {
    const set = vocabulary.get(thaiKey(th)) ?? new Set<string>();
    set.add(en);
    vocabulary.set(thaiKey(th), set);
  };
  for (const [key, value] of subdistrict) if (value.en) learn(key.split('|')[2]!, value.en);
  for (const [key, en] of districtEn) learn(key.split('|')[1]!, en);
  const known = (th: string): string | null => {
    const set = vocabulary.get(thaiKey(th));
    return set && set.size === 1 ? [...set][0]! : null;
  };
  const fromVocabulary = (th: string): string | null => {
    const whole = known(th);
    if (whole) return whole;
    for (const [suffix, en] of DIRECTION_WORDS) {
      const base = thaiKey(th).endsWith(suffix)
        ? known(thaiKey(th).slice(0, -suffix.length))
        : null;
      if (base) return `${base} ${en}`;
    }
    return null;
  };

  const report: MergeReport = {
    rows: 0,
    dopaSubdistrictNames: 0,
    vocabularySubdistrictNames: 0,
    dopaCodes: 0,
    withoutCode: 0,
  };
  const rows: ThaiAddressRow[] = [];
  const seen = new Set<string>();
  const codeOwner = new Map<string, string>();
  thai.forEach((th, i) => {
    const en = english[i]!;
    if (
      (th.sub_district_code ?? '') !== (en.sub_district_code ?? '') ||
      th.postal_code !== en.postal_code
    ) {
      throw new Error(`thai and english rows differ at ${i}`);
    }
    const provinceTh = clean(th.province);
    const districtTh = clean(th.district).replace(/^เขต\s*/, '');
    const subdistrictTh = clean(th.sub_district);
    const zipcode = clean(th.postal_code);
    if (!provinceTh || !districtTh || !subdistrictTh || !/^\d{5}$/.test(zipcode)) return;
    const key = `${thaiKey(provinceTh)}|${thaiKey(districtTh)}|${thaiKey(subdistrictTh)}`;
    if (seen.has(`${key}|${zipcode}`)) return;
    seen.add(`${key}|${zipcode}`);

    const dopaRow = subdistrict.get(key);
    let code: string | null = dopaRow?.code ?? null;
    if (code) report.dopaCodes++;
    else {
      const own = th.sub_district_code?.trim();
      // The package's own code, unless the DOPA list gives it to another subdistrict.
      if (own && /^\d{6}$/.test(own) && !dopaCodes.has(own)) code = own;
    }
    if (code) {
      const owner = codeOwner.get(code);
      if (owner && owner !== key)
        code = null; // never one code for two subdistricts
      else codeOwner.set(code, key);
    }
    if (!code) report.withoutCode++;
    let subdistrictEn = dopaRow?.en ?? null;
    if (subdistrictEn) report.dopaSubdistrictNames++;
    else {
      subdistrictEn = fromVocabulary(subdistrictTh);
      if (subdistrictEn) report.vocabularySubdistrictNames++;
    }

    rows.push({
      subdistrictCode: code,
      subdistrictTh,
      subdistrictEn: subdistrictEn ?? titleWords(en.sub_district),
      districtTh,
      districtEn:
        districtEn.get(`${thaiKey(provinceTh)}|${thaiKey(districtTh)}`) ?? titleWords(en.district),
      provinceTh,
      provinceEn: provinceEn.get(thaiKey(provinceTh)) ?? titleWords(en.province),
      zipcode,
    });
  });

  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  rows.sort(
    (a, b) =>
      cmp(a.provinceTh, b.provinceTh) ||
      cmp(a.districtTh, b.districtTh) ||
      cmp(a.subdistrictTh, b.subdistrictTh) ||
      cmp(a.zipcode, b.zipcode),
  );
  report.rows = rows.length;
  return { rows, report };
}

/**
 * With a unique index on subdistrict_code alone (the initial migration), a subdistrict
 * with two postal codes can keep its code on one row only: the first keeps it.
 */
export function oneRowPerCode(rows: readonly ThaiAddressRow[]): ThaiAddressRow[] {
  const used = new Set<string>();
  return rows.map((r) => {
    if (!r.subdistrictCode) return r;
    if (used.has(r.subdistrictCode)) return { ...r, subdistrictCode: null };
    used.add(r.subdistrictCode);
    return r;
  });
}
