import { Prisma } from '@/lib/generated/prisma/client';

// Small SQL pieces of the catalogue queries. Every value goes through Prisma.sql as a
// parameter; only fixed fragments from closed sets become SQL text.

/** Escapes %, _ and \ so a search text matches literally inside (I)LIKE. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** '%text%' with the text escaped: "contains", for the trigram indexes. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** LIKE when the text has no case (Thai, digits, signs): ILIKE's answer, far cheaper; else ILIKE. */
export const likeOperator = (text: string): Prisma.Sql =>
  text.toLowerCase() === text.toUpperCase() ? Prisma.raw('LIKE') : Prisma.raw('ILIKE');

/** AND of the parts (TRUE when there are none). */
export function and(parts: Prisma.Sql[]): Prisma.Sql {
  return parts.length ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`;
}

/** Is this error Prisma's unique violation (P2002), from the client or from raw SQL? */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; meta?: { code?: unknown }; message?: unknown };
  if (e.code === 'P2002') return true;
  // Raw queries report the database's own code (23505 unique_violation).
  return (
    e.code === 'P2010' &&
    (e.meta?.code === '23505' || (typeof e.message === 'string' && e.message.includes('23505')))
  );
}

/** A foreign key still pointing at the row (P2003, or 23503 from raw SQL). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; meta?: { code?: unknown }; message?: unknown };
  if (e.code === 'P2003') return true;
  return (
    e.code === 'P2010' &&
    (e.meta?.code === '23503' || (typeof e.message === 'string' && e.message.includes('23503')))
  );
}
