import { Prisma } from '@/lib/generated/prisma/client';
import { bangkokRange } from '@/lib/time/bangkok-days';

// Small pieces of hand-written SQL that lists and searches of every domain share. Every
// value goes through Prisma.sql as a parameter; only fixed fragments from closed sets
// become SQL text.

/** Escapes %, _ and \ so a text typed by a person matches itself inside (I)LIKE. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** '%text%' with the text escaped: "contains", for the trigram indexes. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** 'text%' with the text escaped: "starts with", for the b-tree indexes. */
export const startsWithPattern = (text: string) => `${escapeLike(text)}%`;

/** LIKE when the text has no case (Thai, digits, signs): ILIKE's answer, far cheaper; else ILIKE. */
export const likeOperator = (text: string): Prisma.Sql =>
  text.toLowerCase() === text.toUpperCase() ? Prisma.raw('LIKE') : Prisma.raw('ILIKE');

/** AND of the parts (TRUE when there are none). */
export function and(parts: Prisma.Sql[]): Prisma.Sql {
  return parts.length ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`;
}

/** `column` within the Bangkok days start..end (either may be left out). */
export function createdWithin(column: string, start?: string, end?: string): Prisma.Sql[] {
  const range = bangkokRange(start, end);
  const col = Prisma.raw(column);
  const parts: Prisma.Sql[] = [];
  if (range?.gte) parts.push(Prisma.sql`${col} >= ${range.gte}`);
  if (range?.lt) parts.push(Prisma.sql`${col} < ${range.lt}`);
  return parts;
}

/** A user as lists and bills name them (alias u): full name, else username. */
export const USER_NAME_SQL = Prisma.sql`COALESCE(NULLIF(btrim(u.first_name || ' ' || u.last_name), ''), u.username)`;
