import { Prisma } from '@/lib/generated/prisma/client';
import { bangkokRange } from '@/lib/time/bangkok-days';

// WHERE pieces the packing and return lists share.

/** `column` within the Bangkok days start..end (either may be left out). */
export function createdWithin(column: string, start?: string, end?: string): Prisma.Sql[] {
  const range = bangkokRange(start, end);
  const col = Prisma.raw(column);
  const parts: Prisma.Sql[] = [];
  if (range?.gte) parts.push(Prisma.sql`${col} >= ${range.gte}`);
  if (range?.lt) parts.push(Prisma.sql`${col} < ${range.lt}`);
  return parts;
}

/**
 * A row of the order with this number, or whose own number (packing, return) it is:
 * staff type whichever number is on the paper in front of them.
 */
export function orderOrOwnNumber(
  enterpriseId: number,
  orderIdColumn: string,
  ownNumberColumn: string,
  number: string,
): Prisma.Sql {
  return Prisma.sql`(${Prisma.raw(orderIdColumn)} IN (SELECT id FROM orders
                        WHERE enterprise_id = ${enterpriseId} AND order_number = ${number})
                     OR ${Prisma.raw(ownNumberColumn)} = ${number})`;
}
