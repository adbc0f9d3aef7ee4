import { findPage } from '@/lib/domain/shared/find-page';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { parseSort } from '@/lib/domain/shared/list-query';
import { recordAudit } from '@/lib/domain/audit/service';
import { phoneSearchDigits } from '@/lib/domain/customers/phone';
import {
  CUSTOMER_STATUS,
  MAX_ADDRESSES,
  type CreateCustomerInput,
  type CustomerAddressInput,
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerRow,
  type CustomerSortField,
  type UpdateCustomerAddressInput,
  type UpdateCustomerInput,
} from '@/lib/domain/customers/schemas';
import {
  customerAuditSnapshot,
  customerDetailSelect,
  customerRowSelect,
  toCustomerDetail,
  toCustomerRow,
} from '@/lib/domain/customers/serializers';

// The Customers calls. Every function takes the tenant-scoped client
// first (an id of another enterprise is not found: 404) and writes the audit log in the
// same transaction as its change.
//
// Rules:
// - The phone (digits) is unique among the enterprise's active customers
//   (customer.duplicatePhone): checked under an advisory lock on (enterprise, phone), so two
//   requests with the same number cannot both pass. A blocked customer's number is free;
//   unblocking checks it again.
// - A customer with addresses has exactly one default. Every address change first locks the
//   customer row, so changes of one customer's addresses run one after the other, and the
//   partial unique index of the migration ("one default address per customer") holds.
// - A customer with orders is not deleted (customer.inUse): block it instead. The row lock
//   makes an order being created for it at that moment wait, then fail.

const SORT_COLUMN: Record<CustomerSortField, keyof Prisma.CustomerOrderByWithRelationInput> = {
  name: 'name',
  phone: 'phone',
  status: 'status',
  created_at: 'createdAt',
  updated_at: 'updatedAt',
};

/** First key of the advisory locks on customer phone numbers (the second is a hash). */
const PHONE_LOCK = 72_118_101;

/** The filter of the list and the export: q over name and phone, status. */
export function customerWhere(
  filters: Pick<CustomerListQuery, 'q' | 'status'>,
): Prisma.CustomerWhereInput {
  const q = filters.q;
  const digits = q ? phoneSearchDigits(q) : null;
  // name ILIKE and phone LIKE '%…%' use the trigram indexes of the migration.
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(q
      ? {
          OR: [
            { name: { contains: q, mode: 'insensitive' as const } },
            ...(digits ? [{ phone: { contains: digits } }] : []),
          ],
        }
      : {}),
  };
}

export async function listCustomers(
  db: TenantDb,
  query: CustomerListQuery,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = customerWhere(query);
  const sort = parseSort(query.sort, '-created_at');
  const dir = sort.desc ? ('desc' as const) : ('asc' as const);
  const { rows, total } = await findPage(query, {
    rows: (window) =>
      db.customer.findMany({
        where,
        select: customerRowSelect,
        orderBy: [{ [SORT_COLUMN[sort.field]]: dir }, { id: dir }],
        ...window,
      }),
    total: () => db.customer.count({ where }),
  });
  return { rows: rows.map(toCustomerRow), total };
}

async function readCustomer(db: TenantDb, id: number): Promise<CustomerDetail> {
  const found = await db.customer.findFirst({ where: { id }, select: customerDetailSelect });
  if (!found) throw new AppError('common.notFound', `customer ${id}`);
  return toCustomerDetail(found);
}

export const getCustomer = (db: TenantDb, id: number) => readCustomer(db, id);

interface LockedCustomer {
  id: number;
  name: string;
  phone: string | null;
  status: number;
}

/** Locks the customer's row for the rest of the transaction; 404 when not the actor's. */
async function lockCustomer(tx: TenantDb, actor: Actor, id: number): Promise<LockedCustomer> {
  const [row] = await tx.$queryRaw<LockedCustomer[]>`
    SELECT id, name, phone, status::int AS status FROM customers
     WHERE id = ${id} AND enterprise_id = ${actor.enterpriseId}
       FOR UPDATE`;
  if (!row) throw new AppError('common.notFound', `customer ${id}`);
  return row;
}

/** Refuses a phone number an other active customer of the enterprise has. */
async function claimPhone(tx: TenantDb, actor: Actor, phone: string, exceptId?: number) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PHONE_LOCK}::int, hashtext(${`${actor.enterpriseId}:${phone}`}))`;
  const other = await tx.customer.findFirst({
    where: {
      phone,
      status: CUSTOMER_STATUS.active,
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (other) throw new AppError('customer.duplicatePhone', `phone ${phone}`);
}

/** A unique violation on customers (a partial unique index on the phone, if one is added). */
async function phoneRace<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw new AppError('customer.duplicatePhone');
    throw error;
  }
}

/** The index of the default among new addresses: the first marked, else the first. */
export function defaultIndex(addresses: ReadonlyArray<{ is_default?: boolean }>): number {
  if (addresses.length === 0) return -1;
  const marked = addresses.findIndex((a) => a.is_default);
  return marked === -1 ? 0 : marked;
}

/** The columns of an address; a blank recipient or phone is the customer's. */
function addressData(
  a: CustomerAddressInput,
  owner: { name: string; phone: string | null },
  isDefault: boolean,
) {
  return {
    recipientName: a.recipient_name || owner.name,
    phone: a.phone ?? owner.phone ?? '',
    address: a.address,
    subdistrict: a.subdistrict,
    district: a.district,
    province: a.province,
    zipcode: a.zipcode,
    isDefault,
  };
}

export async function createCustomer(
  db: TenantDb,
  actor: Actor,
  input: CreateCustomerInput,
  requestId?: string,
): Promise<CustomerDetail> {
  return phoneRace(() =>
    inTransaction(db, async (tx) => {
      await claimPhone(tx, actor, input.phone);
      const { id } = await tx.customer.create({
        data: {
          enterpriseId: actor.enterpriseId,
          name: input.name,
          phone: input.phone,
          email: input.email,
          lineId: input.line_id,
          note: input.note,
          tags: input.tags,
          status: CUSTOMER_STATUS.active,
        },
        select: { id: true },
      });
      const chosen = defaultIndex(input.addresses);
      if (input.addresses.length > 0) {
        await tx.customerAddress.createMany({
          data: input.addresses.map((a, i) => ({
            enterpriseId: actor.enterpriseId,
            customerId: id,
            ...addressData(a, input, i === chosen),
          })),
        });
      }
      const created = await readCustomer(tx, id);
      await recordAudit(tx, actor, {
        action: 'customer.create',
        entity: 'customer',
        entityId: id,
        after: customerAuditSnapshot(created),
        requestId,
      });
      return created;
    }),
  );
}

export async function updateCustomer(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: UpdateCustomerInput,
  requestId?: string,
): Promise<CustomerDetail> {
  return phoneRace(() =>
    inTransaction(db, async (tx) => {
      const locked = await lockCustomer(tx, actor, id);
      const before = await readCustomer(tx, id);
      if (
        input.phone !== undefined &&
        input.phone !== locked.phone &&
        locked.status === CUSTOMER_STATUS.active
      ) {
        await claimPhone(tx, actor, input.phone, id);
      }
      await tx.customer.update({
        where: { id },
        data: {
          name: input.name,
          phone: input.phone,
          email: input.email,
          lineId: input.line_id,
          note: input.note,
          tags: input.tags,
        },
        select: { id: true },
      });
      if (input.addresses) {
        await replaceAddresses(tx, actor, id, input.addresses, {
          name: input.name ?? locked.name,
          phone: input.phone ?? locked.phone,
        });
      }
      const after = await readCustomer(tx, id);
      await recordAudit(tx, actor, {
        action: 'customer.update',
        entity: 'customer',
        entityId: id,
        before: customerAuditSnapshot(before),
        after: customerAuditSnapshot(after),
        requestId,
      });
      return after;
    }),
  );
}

/** The whole address list of an update: edits, additions and removals in one go. */
async function replaceAddresses(
  tx: TenantDb,
  actor: Actor,
  customerId: number,
  items: NonNullable<UpdateCustomerInput['addresses']>,
  owner: { name: string; phone: string | null },
) {
  const existing = await tx.customerAddress.findMany({
    where: { customerId },
    select: { id: true },
  });
  const own = new Set(existing.map((a) => a.id));
  const given = items.flatMap((a) => (a.id === undefined ? [] : [a.id]));
  const foreign = given.filter((id) => !own.has(id));
  if (foreign.length > 0)
    throw new AppError(
      'common.invalidParameter',
      `body.addresses: ${foreign.join(', ')} is not an address of customer ${customerId}`,
    );
  if (new Set(given).size !== given.length)
    throw new AppError('common.invalidParameter', 'body.addresses: an address id is given twice');

  const keep = new Set(given);
  const removed = existing.filter((a) => !keep.has(a.id)).map((a) => a.id);
  const chosen = defaultIndex(items);
  // No default for a moment, then exactly one: the partial unique index is never crossed.
  await tx.customerAddress.updateMany({
    where: { customerId, isDefault: true },
    data: { isDefault: false },
  });
  if (removed.length > 0)
    await tx.customerAddress.deleteMany({ where: { customerId, id: { in: removed } } });
  for (const [i, item] of items.entries()) {
    const data = addressData(item, owner, i === chosen);
    if (item.id !== undefined) {
      await tx.customerAddress.update({ where: { id: item.id }, data, select: { id: true } });
    } else {
      await tx.customerAddress.create({
        data: { enterpriseId: actor.enterpriseId, customerId, ...data },
        select: { id: true },
      });
    }
  }
}

/** Blocks (2) or unblocks (1). Unblocking checks that no active customer took the number. */
export async function setCustomerStatus(
  db: TenantDb,
  actor: Actor,
  id: number,
  status: 1 | 2,
  requestId?: string,
): Promise<CustomerDetail> {
  return phoneRace(() =>
    inTransaction(db, async (tx) => {
      const locked = await lockCustomer(tx, actor, id);
      if (status === CUSTOMER_STATUS.active && locked.status !== status && locked.phone)
        await claimPhone(tx, actor, locked.phone, id);
      await tx.customer.update({ where: { id }, data: { status }, select: { id: true } });
      const after = await readCustomer(tx, id);
      await recordAudit(tx, actor, {
        action: status === CUSTOMER_STATUS.blocked ? 'customer.block' : 'customer.unblock',
        entity: 'customer',
        entityId: id,
        before: { status: locked.status },
        after: { status },
        requestId,
      });
      return after;
    }),
  );
}

/** Deletes a customer without orders (its addresses go with it); else customer.inUse. */
export async function deleteCustomer(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockCustomer(tx, actor, id);
    const orders = await tx.order.count({ where: { customerId: id } });
    if (orders > 0) throw new AppError('customer.inUse', `${orders} order(s)`);
    const before = await readCustomer(tx, id);
    await tx.customer.delete({ where: { id }, select: { id: true } });
    await recordAudit(tx, actor, {
      action: 'customer.delete',
      entity: 'customer',
      entityId: id,
      before: customerAuditSnapshot(before),
      requestId,
    });
  });
}

/** Adds an address; the first one, or one marked is_default, becomes the default. */
export async function addCustomerAddress(
  db: TenantDb,
  actor: Actor,
  customerId: number,
  input: CustomerAddressInput,
  requestId?: string,
): Promise<CustomerDetail> {
  return inTransaction(db, async (tx) => {
    const owner = await lockCustomer(tx, actor, customerId);
    const count = await tx.customerAddress.count({ where: { customerId } });
    if (count >= MAX_ADDRESSES)
      throw new AppError('common.invalidParameter', `at most ${MAX_ADDRESSES} addresses`);
    const isDefault = input.is_default || count === 0;
    if (isDefault)
      await tx.customerAddress.updateMany({
        where: { customerId, isDefault: true },
        data: { isDefault: false },
      });
    const created = await tx.customerAddress.create({
      data: {
        enterpriseId: actor.enterpriseId,
        customerId,
        ...addressData(input, owner, isDefault),
      },
      select: { id: true },
    });
    const after = await readCustomer(tx, customerId);
    await recordAudit(tx, actor, {
      action: 'customer.address.create',
      entity: 'customer',
      entityId: customerId,
      after: after.addresses.find((a) => a.id === created.id),
      requestId,
    });
    return after;
  });
}

async function findAddress(db: TenantDb, id: number) {
  const found = await db.customerAddress.findFirst({
    where: { id },
    select: { id: true, customerId: true },
  });
  if (!found) throw new AppError('common.notFound', `address ${id}`);
  return found;
}

/** Edits one address; `is_default: true` moves the default to it (the default cannot be unset). */
export async function updateCustomerAddress(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: UpdateCustomerAddressInput,
  requestId?: string,
): Promise<CustomerDetail> {
  const { customerId } = await findAddress(db, id);
  return inTransaction(db, async (tx) => {
    const owner = await lockCustomer(tx, actor, customerId);
    const before = await readCustomer(tx, customerId);
    const current = before.addresses.find((a) => a.id === id);
    // Moved or removed while this request waited for the lock.
    if (!current) throw new AppError('common.notFound', `address ${id}`);
    const makeDefault = input.is_default === true && !current.is_default;
    if (makeDefault)
      await tx.customerAddress.updateMany({
        where: { customerId, isDefault: true },
        data: { isDefault: false },
      });
    await tx.customerAddress.update({
      where: { id },
      data: {
        recipientName:
          input.recipient_name === undefined ? undefined : input.recipient_name || owner.name,
        phone: input.phone === undefined ? undefined : (input.phone ?? owner.phone ?? ''),
        address: input.address,
        subdistrict: input.subdistrict,
        district: input.district,
        province: input.province,
        zipcode: input.zipcode,
        ...(makeDefault ? { isDefault: true } : {}),
      },
      select: { id: true },
    });
    const after = await readCustomer(tx, customerId);
    await recordAudit(tx, actor, {
      action: 'customer.address.update',
      entity: 'customer',
      entityId: customerId,
      before: current,
      after: after.addresses.find((a) => a.id === id),
      requestId,
    });
    return after;
  });
}

/** Removes one address; when it was the default, the oldest remaining one becomes it. */
export async function deleteCustomerAddress(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<CustomerDetail> {
  const { customerId } = await findAddress(db, id);
  return inTransaction(db, async (tx) => {
    await lockCustomer(tx, actor, customerId);
    const before = await readCustomer(tx, customerId);
    const current = before.addresses.find((a) => a.id === id);
    if (!current) throw new AppError('common.notFound', `address ${id}`);
    await tx.customerAddress.delete({ where: { id }, select: { id: true } });
    if (current.is_default) {
      const next = await tx.customerAddress.findFirst({
        where: { customerId },
        orderBy: { id: 'asc' },
        select: { id: true },
      });
      if (next)
        await tx.customerAddress.update({
          where: { id: next.id },
          data: { isDefault: true },
          select: { id: true },
        });
    }
    const after = await readCustomer(tx, customerId);
    await recordAudit(tx, actor, {
      action: 'customer.address.delete',
      entity: 'customer',
      entityId: customerId,
      before: current,
      requestId,
    });
    return after;
  });
}
