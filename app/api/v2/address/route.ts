import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { addressRowV2Schema, addressSearchV2Query } from '@/lib/domain/address/schemas';
import { toAddressV2 } from '@/lib/domain/address/serializers';
import { searchThaiAddresses } from '@/lib/domain/address/service';

export const GET = defineRoute({
  access: access.signedIn(),
  summary:
    "Thailand's subdistricts by q and/or subdistrict, district, province (Thai or English) and postal code prefix, best first, at most 20; both languages and the DOPA geocode",
  tags: ['address'],
  query: addressSearchV2Query,
  response: z.array(addressRowV2Schema),
  handler: async ({ db, query }) => {
    const { rows, total } = await searchThaiAddresses(db, query);
    return list(rows.map(toAddressV2), { total, page: 1, limit: query.limit });
  },
});
