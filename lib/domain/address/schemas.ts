import { z } from 'zod';
import { blankToUndefined, searchParam, textFilter } from '@/lib/domain/shared/list-query';

// The Thai address search (GET /api/v1/address, also v2): every
// subdistrict of Thailand with its district, province and postal code.

export const ADDRESS_MAX_LIMIT = 20;
export const ADDRESS_DEFAULT_LIMIT = 10;

const addressLimit = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(1).max(ADDRESS_MAX_LIMIT).default(ADDRESS_DEFAULT_LIMIT),
);

const zipcodePrefix = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'one to five digits')
    .optional(),
);

/** GET /api/v1/address */
export const addressSearchV1Query = z.object({
  q: searchParam.describe(
    'subdistrict, district or province (Thai or English; prefix or part, any case) or postal code (prefix); several words narrow the search',
  ),
  limit: addressLimit,
});
export type AddressSearchV1Query = z.output<typeof addressSearchV1Query>;

export const ADDRESS_LANGS = ['th', 'en'] as const;
export type AddressLang = (typeof ADDRESS_LANGS)[number];

/** GET /api/v2/address */
export const addressSearchV2Query = addressSearchV1Query.extend({
  subdistrict: textFilter(100).describe('subdistrict name, Thai or English (prefix or part)'),
  district: textFilter(100).describe('district name, Thai or English (prefix or part)'),
  province: textFilter(100).describe('province name, Thai or English (prefix or part)'),
  zipcode: zipcodePrefix.describe('postal code prefix'),
  lang: z
    .preprocess(blankToUndefined, z.enum(ADDRESS_LANGS).default('th'))
    .describe('the language whose names order equally good matches'),
});
export type AddressSearchV2Query = z.output<typeof addressSearchV2Query>;

/** What the service searches with (both versions). */
export interface AddressSearch {
  q?: string;
  subdistrict?: string;
  district?: string;
  province?: string;
  zipcode?: string;
  lang?: AddressLang;
  limit: number;
}

// ---------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------

/** v1: the legacy shape, Thai names only. */
export const addressRowV1Schema = z.object({
  subdistrict: z.string(),
  district: z.string(),
  province: z.string(),
  zipcode: z.string(),
});
export type AddressRowV1 = z.infer<typeof addressRowV1Schema>;

/** v2: both languages and the DOPA geocode (null for the few subdistricts without one). */
export const addressRowV2Schema = z.object({
  subdistrict_code: z.string().nullable(),
  subdistrict_th: z.string(),
  subdistrict_en: z.string(),
  district_th: z.string(),
  district_en: z.string(),
  province_th: z.string(),
  province_en: z.string(),
  zipcode: z.string(),
});
export type AddressRowV2 = z.infer<typeof addressRowV2Schema>;
