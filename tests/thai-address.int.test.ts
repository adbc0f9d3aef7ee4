// Thailand's subdistricts: the loader (scripts/db/thai-addresses.ts) against the real
// database, and the address search of GET /api/v1/address and /api/v2/address.
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { forgetThaiAddresses } from '@/lib/domain/address/service';
import { loadThaiAddresses } from '../scripts/db/thai-addresses';
import { call, loginAs } from './helpers/api';

const root = prisma();

interface V1Row {
  subdistrict: string;
  district: string;
  province: string;
  zipcode: string;
}
interface V2Row {
  subdistrict_code: string | null;
  subdistrict_th: string;
  subdistrict_en: string;
  district_th: string;
  district_en: string;
  province_th: string;
  province_en: string;
  zipcode: string;
}
interface ListBody<T> {
  Msg: string;
  data: T[];
  total: number;
  page: number;
  limit: number;
}

let token: string;

beforeAll(async () => {
  // The global setup applies the migrations only (until it calls the loader too).
  const loaded = await loadThaiAddresses(root);
  if (loaded.skipped) throw new Error(`thai addresses not loaded: ${loaded.skipped}`);
  forgetThaiAddresses();
  token = await loginAs('staff');
});

const v1 = (query: string, t = token) =>
  call<ListBody<V1Row>>('GET', `/api/v1/address?${query}`, { token: t });
const v2 = (query: string, t = token) =>
  call<ListBody<V2Row>>('GET', `/api/v2/address?${query}`, { token: t });

describe('loader', () => {
  it('loads every subdistrict once, in Thai and English, with its postal code', async () => {
    const count = await root.thaiAddress.count();
    expect(count).toBeGreaterThan(7_300);
    expect(count).toBeLessThan(7_700);
    const provinces = await root.thaiAddress.groupBy({ by: ['provinceTh'] });
    expect(provinces).toHaveLength(77);
    const districts = await root.thaiAddress.groupBy({ by: ['provinceTh', 'districtTh'] });
    expect(districts.length).toBeGreaterThan(920);

    const bad = await root.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM thai_addresses
       WHERE zipcode !~ '^[0-9]{5}$'
          OR subdistrict_th = '' OR district_th = '' OR province_th = ''
          OR subdistrict_en !~ '^[A-Za-z]' OR district_en !~ '^[A-Za-z]' OR province_en !~ '^[A-Za-z]'
          OR subdistrict_en ~ '[\u0E00-\u0E7F]' OR subdistrict_en = 'NULL'`;
    expect(bad[0]!.n).toBe(0);
    const dup = await root.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM thai_addresses
         GROUP BY province_th, district_th, subdistrict_th, zipcode HAVING count(*) > 1) d`;
    expect(dup[0]!.n).toBe(0);
    const coded = await root.thaiAddress.count({ where: { subdistrictCode: { not: null } } });
    expect(coded / count).toBeGreaterThan(0.95);
  });

  it('holds known rows', async () => {
    const in10110 = await root.thaiAddress.findMany({ where: { zipcode: '10110' } });
    expect(in10110).toContainEqual(
      expect.objectContaining({
        subdistrictTh: 'คลองเตย',
        subdistrictEn: 'Khlong Toei',
        districtTh: 'คลองเตย',
        districtEn: 'Khlong Toei',
        provinceTh: 'กรุงเทพมหานคร',
        provinceEn: 'Bangkok',
      }),
    );
    const in50200 = await root.thaiAddress.findMany({ where: { zipcode: '50200' } });
    expect(in50200).toContainEqual(
      expect.objectContaining({
        subdistrictCode: '500109',
        subdistrictTh: 'สุเทพ',
        subdistrictEn: 'Suthep',
        districtTh: 'เมืองเชียงใหม่',
        districtEn: 'Mueang Chiang Mai',
        provinceTh: 'เชียงใหม่',
        provinceEn: 'Chiang Mai',
      }),
    );
    const phuket = await root.thaiAddress.findFirst({
      where: { subdistrictTh: 'ตลาดใหญ่', provinceTh: 'ภูเก็ต' },
    });
    expect(phuket).toMatchObject({ provinceEn: 'Phuket', zipcode: '83000' });
  });

  it('is idempotent: a second run changes nothing, a damaged table is loaded again', async () => {
    const again = await loadThaiAddresses(root);
    expect(again.changed).toBe(false);
    const count = await root.thaiAddress.count();
    expect(again.rows).toBe(count);

    const victim = await root.thaiAddress.findFirstOrThrow({ where: { zipcode: '50200' } });
    await root.thaiAddress.delete({ where: { id: victim.id } });
    await root.thaiAddress.updateMany({
      where: { subdistrictTh: 'สุเทพ', zipcode: '50200' },
      data: { subdistrictEn: 'Wrong' },
    });
    const repaired = await loadThaiAddresses(root);
    expect(repaired.changed).toBe(true);
    expect(await root.thaiAddress.count()).toBe(count);
    expect(
      await root.thaiAddress.count({ where: { subdistrictTh: 'สุเทพ', subdistrictEn: 'Suthep' } }),
    ).toBeGreaterThan(0);
    forgetThaiAddresses();
  });

  it('runs once when two processes start together', async () => {
    await root.thaiAddress.deleteMany({ where: { provinceTh: 'ภูเก็ต' } });
    const results = await Promise.all([loadThaiAddresses(root), loadThaiAddresses(root)]);
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(await root.thaiAddress.count({ where: { provinceTh: 'ภูเก็ต' } })).toBeGreaterThan(10);
    forgetThaiAddresses();
  });
});

describe('GET /api/v1/address', () => {
  it('needs a signed-in user, of any group', async () => {
    const anonymous = await call('GET', '/api/v1/address?q=50200');
    expect(anonymous.status).toBe(401);
    const customer = await v1('q=50200', await loginAs('customer'));
    expect(customer.status).toBe(200);
  });

  it('finds by postal code, in the legacy shape', async () => {
    const res = await v1('q=50200');
    expect(res.status).toBe(200);
    expect(res.body.Msg).toBe('common.success');
    expect(res.body.page).toBe(1);
    expect(res.body.limit).toBe(10);
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    expect(res.body.total).toBe(res.body.data.length);
    for (const row of res.body.data) {
      expect(Object.keys(row).sort()).toEqual(['district', 'province', 'subdistrict', 'zipcode']);
      expect(row.zipcode).toBe('50200');
    }
    expect(res.body.data).toContainEqual({
      subdistrict: 'สุเทพ',
      district: 'เมืองเชียงใหม่',
      province: 'เชียงใหม่',
      zipcode: '50200',
    });
  });

  it('finds by postal code prefix', async () => {
    const res = await v1('q=501&limit=20');
    expect(res.body.data.length).toBe(20);
    expect(res.body.total).toBeGreaterThan(20);
    expect(res.body.data.every((r) => r.zipcode.startsWith('501'))).toBe(true);
  });

  it('finds Thai names and puts the exact name before names that contain it', async () => {
    const res = await v1('q=คลองเตย');
    const names = res.body.data.map((r) => `${r.subdistrict}/${r.district}`);
    expect(names[0]).toBe('คลองเตย/คลองเตย');
    const exact = names.indexOf('คลองเตย/คลองเตย');
    const contains = names.indexOf('คลองเตยเหนือ/วัฒนา');
    expect(contains).toBeGreaterThan(exact);
  });

  it('finds English names, any case, and several words narrow the search', async () => {
    const res = await v1('q=SUTHEP');
    expect(res.body.data.map((r) => r.subdistrict)).toContain('สุเทพ');
    const narrowed = await v1(`q=${encodeURIComponent('ต.สุเทพ อ.เมือง จ.เชียงใหม่')}`);
    expect(narrowed.body.data).toEqual([
      { subdistrict: 'สุเทพ', district: 'เมืองเชียงใหม่', province: 'เชียงใหม่', zipcode: '50200' },
    ]);
    const mixed = await v1(`q=${encodeURIComponent('khlong toei 10110')}`);
    expect(mixed.body.data[0]).toMatchObject({ subdistrict: 'คลองเตย', district: 'คลองเตย' });
    expect(mixed.body.data.every((r) => r.zipcode === '10110')).toBe(true);
  });

  it('puts names that start with the word before names that contain it', async () => {
    const res = await v1(`q=${encodeURIComponent('เชียงใหม่')}&limit=20`);
    // The subdistrict of that name (exact, in Roi Et) first, then the province's rows
    // (exact, one level up), before the names that only contain it (เมืองเชียงใหม่).
    expect(res.body.data[0]).toMatchObject({ subdistrict: 'เชียงใหม่', province: 'ร้อยเอ็ด' });
    expect(res.body.data.slice(1).every((r) => r.province === 'เชียงใหม่')).toBe(true);
    const prefix = await v1('q=bang&limit=20');
    expect(prefix.body.data.length).toBe(20);
    // Every row shown has a name starting with "Bang" (3), none only containing it (9).
    const v2rows = await v2('q=bang&limit=20');
    for (const r of v2rows.body.data) {
      expect(
        [r.subdistrict_en, r.district_en, r.province_en].some((n) =>
          n.toLowerCase().startsWith('bang'),
        ),
      ).toBe(true);
    }
  });

  it('answers at most the limit, never more than 20', async () => {
    expect((await v1('q=a&limit=5')).body.data).toHaveLength(5);
    expect((await v1('q=1&limit=20')).body.data).toHaveLength(20);
    const over = await v1('q=1&limit=21');
    expect(over.status).toBe(400);
    expect(over.body.Msg).toBe('common.invalidParameter');
  });

  it('answers nothing for no words and for text that is no place', async () => {
    for (const q of [
      '',
      'q=',
      `q=${encodeURIComponent('ต. อ.')}`,
      'q=%25',
      'q=zzzzqq',
      "q='%20OR%201=1",
    ]) {
      const res = await v1(q);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(res.body.total).toBe(0);
    }
  });
});

describe('GET /api/v2/address', () => {
  it('answers both languages and the geocode', async () => {
    const res = await v2('q=50200');
    expect(res.status).toBe(200);
    const suthep = res.body.data.find((r) => r.subdistrict_th === 'สุเทพ');
    expect(suthep).toEqual({
      subdistrict_code: '500109',
      subdistrict_th: 'สุเทพ',
      subdistrict_en: 'Suthep',
      district_th: 'เมืองเชียงใหม่',
      district_en: 'Mueang Chiang Mai',
      province_th: 'เชียงใหม่',
      province_en: 'Chiang Mai',
      zipcode: '50200',
    });
  });

  it('filters by each field, Thai or English', async () => {
    const a = await v2(
      `subdistrict=${encodeURIComponent('สุเทพ')}&province=${encodeURIComponent('เชียงใหม่')}`,
    );
    expect(a.body.data.map((r) => r.subdistrict_code)).toEqual(['500109']);
    const b = await v2('province=chiang%20mai&zipcode=502');
    expect(b.body.data.length).toBeGreaterThanOrEqual(3);
    expect(
      b.body.data.every((r) => r.province_en === 'Chiang Mai' && r.zipcode.startsWith('502')),
    ).toBe(true);
    const c = await v2('district=khlong%20toei&limit=20');
    expect(c.body.data.length).toBeGreaterThanOrEqual(3);
    expect(c.body.data.every((r) => r.district_en === 'Khlong Toei')).toBe(true);
    // A field filter looks at its own level only: no subdistrict is called Bangkok.
    expect((await v2('subdistrict=bangkok')).body.data).toEqual([]);
  });

  it('orders equally good matches in the language asked for', async () => {
    const th = (await v2('zipcode=10110&limit=20&lang=th')).body.data.map((r) => r.district_th);
    const en = (await v2('zipcode=10110&limit=20&lang=en')).body.data.map((r) => r.district_en);
    expect(th).toEqual([...th].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(en).toEqual([...en].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect((await v2('lang=fr&q=1')).status).toBe(400);
    expect((await v2('zipcode=abc')).status).toBe(400);
  });
});
