import type { AddressRowV1, AddressRowV2 } from '@/lib/domain/address/schemas';
import type { ThaiAddressRecord } from '@/lib/domain/address/service';

type Row = ThaiAddressRecord;

/** v1: the legacy shape, Thai names. */
export const toAddressV1 = (r: Row): AddressRowV1 => ({
  subdistrict: r.subdistrict_th,
  district: r.district_th,
  province: r.province_th,
  zipcode: r.zipcode,
});

/** v2: both languages and the geocode. */
export const toAddressV2 = (r: Row): AddressRowV2 => ({
  subdistrict_code: r.subdistrict_code,
  subdistrict_th: r.subdistrict_th,
  subdistrict_en: r.subdistrict_en,
  district_th: r.district_th,
  district_en: r.district_en,
  province_th: r.province_th,
  province_en: r.province_en,
  zipcode: r.zipcode,
});
