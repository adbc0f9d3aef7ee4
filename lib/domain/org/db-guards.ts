import { Prisma } from '@/lib/generated/prisma/client';
import type { TenantDb } from '@/lib/db';

// Server-only database guards of the setup domains (kept out of fields.ts, which forms
// import).

/** The tables whose rows are deleted only when nothing uses them. */
const LOCKABLE = {
  teams: Prisma.raw('"teams"'),
  departments: Prisma.raw('"departments"'),
  sale_channels: Prisma.raw('"sale_channels"'),
  payment_methods: Prisma.raw('"payment_methods"'),
} as const;

/**
 * Locks the row about to be deleted (FOR UPDATE, inside the caller's transaction) before the
 * "is it still used" check: a concurrent insert or update that points a user or an order at
 * it waits on the row's key lock and then fails, so nothing starts using the row between
 * the check and the delete. The caller has already found the row in its own enterprise.
 */
export async function lockForDelete(
  tx: TenantDb,
  table: keyof typeof LOCKABLE,
  id: number,
): Promise<void> {
  await tx.$queryRaw`SELECT id FROM ${LOCKABLE[table]} WHERE id = ${id} FOR UPDATE`;
}
