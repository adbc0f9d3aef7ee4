import { Prisma } from '@/lib/generated/prisma/client';

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
