import { describe, expect, it } from 'vitest';
import {
  mergeThaiAddresses,
  oneRowPerCode,
  plausibleEnglish,
  titleWords,
  type DopaLists,
  type UniversalRow,
} from '@/lib/domain/address/merge';

const row = (
  province: string,
  district: string,
  sub: string,
  zip: string,
  code = '',
): UniversalRow => ({
  province,
  district,
  sub_district: sub,
  postal_code: zip,
  sub_district_code: code,
});

const thai = [
  row('กรุงเทพมหานคร', 'คลองเตย', 'คลองเตย', '10110', '100901'),
  row('กรุงเทพมหานคร', 'วัฒนา', 'คลองเตยเหนือ', '10110', '103304'),
  row('เชียงใหม่', 'เมืองเชียงใหม่', 'สุเทพ', '50200', '500108'),
  row('เชียงใหม่', 'เมืองเชียงใหม่', 'สุเทพ', '50200', '500108'), // a repeated row
  row('พะเยา', 'จุน', 'จุน', '56150', '560201'),
  row('พะเยา', 'จุน', 'ห้วยข้าวก่ำ', '56150', '560202'),
];
const english = [
  row('Bangkok', 'Khlong Toei', 'Khlong Toei', '10110', '100901'),
  row('Bangkok', 'Watthana', 'Khnong Toei Enue', '10110', '103304'),
  row('Chiang Mai', 'Mueang Chiang Mai', 'Suthep', '50200', '500108'),
  row('Chiang Mai', 'Mueang Chiang Mai', 'Suthep', '50200', '500108'),
  row('Phayao', 'Chun', 'Chun', '56150', '560201'),
  row('Phayao', 'Chun', 'Huai Khao Kam', '56150', '560202'),
];
const dopa: DopaLists = {
  provinces: [
    { id: 1, code: 10, name_in_thai: 'กรุงเทพมหานคร', name_in_english: 'Bangkok' },
    { id: 2, code: 50, name_in_thai: 'เชียงใหม่', name_in_english: 'Chiang Mai' },
    { id: 3, code: 56, name_in_thai: 'พะเยา', name_in_english: 'Phayao' },
  ],
  districts: [
    {
      id: 1,
      code: 1033,
      name_in_thai: 'เขต คลองเตย',
      name_in_english: 'Khlong Toei',
      province_id: 1,
    },
    { id: 2, code: 1039, name_in_thai: 'เขต วัฒนา', name_in_english: 'Watthana', province_id: 1 },
    {
      id: 3,
      code: 5001,
      name_in_thai: 'เมืองเชียงใหม่',
      name_in_english: 'Mueang Chiang Mai',
      province_id: 2,
    },
    // Two Thai districts under one English name: neither is trusted.
    {
      id: 4,
      code: 5601,
      name_in_thai: 'เมืองพะเยา',
      name_in_english: 'Mueang Phayao',
      province_id: 3,
    },
    { id: 5, code: 5602, name_in_thai: 'จุน', name_in_english: 'Mueang Phayao', province_id: 3 },
  ],
  subDistricts: [
    {
      id: 1,
      code: 103301,
      name_in_thai: 'คลองเตย',
      name_in_english: 'NULL',
      district_id: 1,
      zip_code: 10110,
    },
    {
      id: 2,
      code: 103901,
      name_in_thai: 'คลองเตยเหนือ',
      name_in_english: 'NULL',
      district_id: 2,
      zip_code: 10110,
    },
    // A wrong postal code in the DOPA list: the row keeps the other package's.
    {
      id: 3,
      code: 500109,
      name_in_thai: 'สุเทพ',
      name_in_english: 'Suthep',
      district_id: 3,
      zip_code: 50100,
    },
    // An English name that does not start like the Thai one: not trusted.
    {
      id: 4,
      code: 560201,
      name_in_thai: 'จุน',
      name_in_english: 'Lao Sai',
      district_id: 5,
      zip_code: 56150,
    },
    {
      id: 5,
      code: 560202,
      name_in_thai: 'ห้วยข้าวก่ำ',
      name_in_english: 'Huai Khao Kam',
      district_id: 5,
      zip_code: 56150,
    },
  ],
};

describe('mergeThaiAddresses', () => {
  const { rows, report } = mergeThaiAddresses(thai, english, dopa);
  const find = (sub: string) => rows.find((r) => r.subdistrictTh === sub)!;

  it('keeps one row per subdistrict and postal code, sorted', () => {
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.provinceTh)).toEqual([
      'กรุงเทพมหานคร',
      'กรุงเทพมหานคร',
      'พะเยา',
      'พะเยา',
      'เชียงใหม่',
    ]);
    expect(report.rows).toBe(5);
  });

  it('takes the DOPA code and English name, and keeps the postal code of the rows', () => {
    expect(find('สุเทพ')).toEqual({
      subdistrictCode: '500109',
      subdistrictTh: 'สุเทพ',
      subdistrictEn: 'Suthep',
      districtTh: 'เมืองเชียงใหม่',
      districtEn: 'Mueang Chiang Mai',
      provinceTh: 'เชียงใหม่',
      provinceEn: 'Chiang Mai',
      zipcode: '50200',
    });
    expect(find('คลองเตย').subdistrictCode).toBe('103301');
    expect(find('คลองเตย').districtTh).toBe('คลองเตย');
  });

  it('names a subdistrict the DOPA list leaves unnamed from the same name elsewhere', () => {
    expect(find('คลองเตย').subdistrictEn).toBe('Khlong Toei');
    expect(find('คลองเตยเหนือ').subdistrictEn).toBe('Khlong Toei Nuea');
  });

  it('does not trust doubtful DOPA names', () => {
    expect(find('จุน').districtEn).toBe('Chun');
    expect(find('จุน').subdistrictEn).toBe('Chun');
    expect(find('ห้วยข้าวก่ำ').subdistrictEn).toBe('Huai Khao Kam');
  });

  it('works without the DOPA list', () => {
    const alone = mergeThaiAddresses(thai, english, null).rows;
    expect(alone.find((r) => r.subdistrictTh === 'สุเทพ')!.subdistrictCode).toBe('500108');
    expect(alone.find((r) => r.subdistrictTh === 'คลองเตยเหนือ')!.subdistrictEn).toBe(
      'Khnong Toei Enue',
    );
  });

  it('refuses rows of the two languages that do not line up', () => {
    expect(() => mergeThaiAddresses(thai, english.slice(1), dopa)).toThrow();
  });
});

describe('helpers', () => {
  it('checks the first sound of a romanisation', () => {
    expect(plausibleEnglish('คลองเตย', 'Khlong Toei')).toBe(true);
    expect(plausibleEnglish('หนองบัว', 'Nong Bua')).toBe(true);
    expect(plausibleEnglish('หงส์หิน', 'Hong Hin')).toBe(true);
    expect(plausibleEnglish('โคกสะอาด', 'Khok Sa-at')).toBe(true);
    expect(plausibleEnglish('โคกสะอาด', 'Lam Chi')).toBe(false);
    expect(plausibleEnglish('อุดม', 'Udom')).toBe(true);
  });

  it('capitalises words', () => {
    expect(titleWords('sa  kaeo')).toBe('Sa Kaeo');
  });

  it('keeps a code on one row while the code alone is unique', () => {
    const base = {
      subdistrictTh: 'a',
      subdistrictEn: 'A',
      districtTh: 'b',
      districtEn: 'B',
      provinceTh: 'c',
      provinceEn: 'C',
    };
    const out = oneRowPerCode([
      { ...base, subdistrictCode: '100101', zipcode: '10100' },
      { ...base, subdistrictCode: '100101', zipcode: '10200' },
      { ...base, subdistrictCode: null, zipcode: '10300' },
    ]);
    expect(out.map((r) => r.subdistrictCode)).toEqual(['100101', null, null]);
  });
});
