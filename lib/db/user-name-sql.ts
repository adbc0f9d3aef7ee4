import { Prisma } from '@/lib/generated/prisma/client';

/** A user as lists and bills name them (alias u): full name, else username. */
export const USER_NAME_SQL = Prisma.sql`COALESCE(NULLIF(btrim(u.first_name || ' ' || u.last_name), ''), u.username)`;
