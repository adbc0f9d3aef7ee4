import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { bankSchema } from '@/lib/domain/payment-methods/schemas';
import { listBanks } from '@/lib/domain/payment-methods/service';

export const GET = defineRoute({
  access: access.signedIn(),
  summary: 'The Thai banks to choose for a bank account (the same for every enterprise)',
  tags: ['payment methods'],
  response: z.array(bankSchema),
  handler: async ({ db }) => {
    const banks = await listBanks(db);
    return list(banks, { total: banks.length, page: 1, limit: banks.length });
  },
});
