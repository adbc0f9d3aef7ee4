import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { addressRowV1Schema, addressSearchV1Query } from '@/lib/domain/address/schemas';
import { toAddressV1 } from '@/lib/domain/address/serializers';
import { searchThaiAddresses } from '@/lib/domain/address/service';

export const GET = defineRoute({
  access: access.signedIn(),
  summary:
    "Thailand's subdistricts matching q (subdistrict, district, province or postal code), best first, at most 20; Thai names",
  tags: ['address'],
  query: addressSearchV1Query,
  response: z.array(addressRowV1Schema),
  handler: async ({ db, query }) => {
    const { rows, total } = await searchThaiAddresses(db, query);
    return list(rows.map(toAddressV1), { total, page: 1, limit: query.limit });
  },
});
