import { findPage } from '@/lib/domain/shared/find-page';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb, isForeignKeyViolation, isUniqueViolation } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { parseSort } from '@/lib/domain/shared/list-query';
import { keysetRows } from '@/lib/export';
import { recordAudit } from '@/lib/domain/audit/service';
import { activeWhere, sameNameWhere } from '@/lib/domain/org/fields';
import { lockForDelete } from '@/lib/domain/org/db-guards';
import { PAYMENT_METHOD_TYPE } from '@/lib/domain/payment-methods/payment-method-type';
import {
  type Bank,
  type BankAccountInput,
  type PaymentMethodDetail,
  type PaymentMethodInput,
  type PaymentMethodListQuery,
  type PaymentMethodRow,
  type PaymentMethodSortField,
  type UpdatePaymentMethodInput,
} from '@/lib/domain/payment-methods/schemas';
import {
  bankSelect,
  paymentMethodAuditSnapshot,
  paymentMethodSelect,
  toBank,
  toMaskedPaymentMethodDetail,
  toPaymentMethodDetail,
  toPaymentMethodRow,
} from '@/lib/domain/payment-methods/serializers';

// Payment methods (CRUD at /api/v1/paymentmethod; the types in payment-method-type.ts)
// with the bank account of a transfer, and the banks to choose from.
//
// - The name is unique in the enterprise in any case (paymentMethod.duplicate).
// - A transfer (type 1) needs a bank account (paymentMethod.bankAccountRequired); other
//   types carry none. A QR-pay wallet (type 5) may carry a PromptPay id; other types none.
// - The account comes in the body (`bank_account`): the enterprise's account with the same
//   bank and number is reused (its name and branch updated) or a new one is made. An
//   account no payment method uses any more is deleted with the change that left it.
// - A method that orders or connected platform shops use cannot be deleted
//   (paymentMethod.inUse): it is deactivated instead (active=false), which hides it from
//   pickers and keeps the history.

const SORT_COLUMN: Record<
  PaymentMethodSortField,
  keyof Prisma.PaymentMethodOrderByWithRelationInput
> = {
  name: 'name',
  type: 'type',
  active: 'active',
  created_at: 'createdAt',
};

/** The Thai banks (seeded, the same for every enterprise), by bank code. */
export async function listBanks(db: TenantDb): Promise<Bank[]> {
  const banks = await db.bank.findMany({ select: bankSelect, orderBy: { code: 'asc' } });
  return banks.map(toBank);
}

/** The filters of the list and of its export. */
export type PaymentMethodFilters = Pick<PaymentMethodListQuery, 'q' | 'type' | 'active'>;

function paymentMethodWhere(f: PaymentMethodFilters): Prisma.PaymentMethodWhereInput {
  return {
    ...(f.type ? { type: f.type } : {}),
    ...activeWhere(f.active),
    ...(f.q ? { name: { contains: f.q, mode: 'insensitive' } } : {}),
  };
}

export async function listPaymentMethods(
  db: TenantDb,
  query: PaymentMethodListQuery,
): Promise<{ rows: PaymentMethodRow[]; total: number; page: number; limit: number }> {
  const where = paymentMethodWhere(query);
  const sort = parseSort(query.sort, 'name');
  const dir = sort.desc ? ('desc' as const) : ('asc' as const);
  const { rows, ...paging } = await findPage(query, {
    rows: (window) =>
      db.paymentMethod.findMany({
        where,
        select: paymentMethodSelect,
        orderBy: [{ [SORT_COLUMN[sort.field]]: dir }, { id: dir }],
        ...window,
      }),
    total: () => db.paymentMethod.count({ where }),
  });
  return { rows: rows.map(toPaymentMethodRow), ...paging };
}

/** Every method the filters match, in id order, read in batches (the export; masked numbers). */
export async function* iteratePaymentMethods(
  db: TenantDb,
  filters: PaymentMethodFilters,
): AsyncIterable<PaymentMethodRow> {
  const where = paymentMethodWhere(filters);
  const rows = keysetRows((after, take) =>
    db.paymentMethod.findMany({
      where: after === undefined ? where : { AND: [where, { id: { gt: Number(after) } }] },
      select: paymentMethodSelect,
      orderBy: { id: 'asc' },
      take,
    }),
  );
  for await (const row of rows) yield toPaymentMethodRow(row);
}

async function findMethod(db: TenantDb, id: number) {
  const row = await db.paymentMethod.findFirst({ where: { id }, select: paymentMethodSelect });
  if (!row) throw new AppError('payment.methodNotFound', `payment method ${id}`);
  return row;
}

/**
 * One payment method; `whole: false` (a reader below the editing level, access.ts) masks its
 * account number and PromptPay id exactly as the list does.
 */
export async function getPaymentMethod(
  db: TenantDb,
  id: number,
  opts: { whole: boolean },
): Promise<PaymentMethodDetail> {
  const found = await findMethod(db, id);
  return opts.whole ? toPaymentMethodDetail(found) : toMaskedPaymentMethodDetail(found);
}

async function assertNameFree(db: TenantDb, name: string, exceptId?: number) {
  const clash = await db.paymentMethod.findFirst({
    where: sameNameWhere(name, exceptId),
    select: { id: true },
  });
  if (clash) throw new AppError('paymentMethod.duplicate');
}

async function mappingDuplicates<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const target = JSON.stringify((error as { meta?: unknown }).meta ?? {});
    // The bank account's own unique key clashes only when two requests add the same
    // account at once: the account exists now, so the same request succeeds if repeated.
    throw /bank/i.test(target)
      ? new AppError('common.duplicate')
      : new AppError('paymentMethod.duplicate');
  }
}

/** Where the bank account of the saved method comes from. */
type AccountChoice =
  | { kind: 'none' }
  | { kind: 'keep'; id: number }
  | { kind: 'existing'; id: number }
  | { kind: 'upsert'; account: BankAccountInput };

/**
 * The rules of type against bank account and PromptPay id, for a create (before = null)
 * or an update (fields left out keep the stored values).
 */
function resolveFields(
  input: UpdatePaymentMethodInput | PaymentMethodInput,
  before: { type: number; bankAccountId: number | null; promptpayId: string | null } | null,
): { type: number; account: AccountChoice; promptpayId: string | null } {
  const type = input.type ?? before?.type;
  if (type === undefined) throw new AppError('common.invalidParameter', 'body.type: required');
  const nested = input.bank_account ?? null;
  const byId = input.bank_account_id ?? null;
  if (nested && byId !== null)
    throw new AppError(
      'common.invalidParameter',
      'body.bank_account: give bank_account or bank_account_id, not both',
    );

  let account: AccountChoice;
  if (type !== PAYMENT_METHOD_TYPE.Transfer) {
    if (nested || byId !== null)
      throw new AppError(
        'common.invalidParameter',
        'body.bank_account: only a transfer (type 1) carries a bank account',
      );
    account = { kind: 'none' };
  } else if (nested) {
    account = { kind: 'upsert', account: nested };
  } else if (byId !== null) {
    account = { kind: 'existing', id: byId };
  } else {
    // Left out keeps the stored account; null clears it, which a transfer cannot have.
    const cleared = input.bank_account === null || input.bank_account_id === null;
    if (cleared || !before?.bankAccountId) throw new AppError('paymentMethod.bankAccountRequired');
    account = { kind: 'keep', id: before.bankAccountId };
  }

  let promptpayId: string | null;
  if (type !== PAYMENT_METHOD_TYPE.QrPayWallet) {
    if (input.promptpay_id)
      throw new AppError(
        'common.invalidParameter',
        'body.promptpay_id: only a QR-pay wallet (type 5) carries a PromptPay id',
      );
    promptpayId = null;
  } else {
    promptpayId =
      input.promptpay_id === undefined ? (before?.promptpayId ?? null) : input.promptpay_id;
  }
  return { type, account, promptpayId };
}

/** The id of the bank account the method will point at, made or updated as asked. */
async function saveAccount(
  tx: TenantDb,
  actor: Actor,
  choice: AccountChoice,
): Promise<number | null> {
  switch (choice.kind) {
    case 'none':
      return null;
    case 'keep':
      return choice.id;
    case 'existing': {
      const found = await tx.bankAccount.findFirst({
        where: { id: choice.id },
        select: { id: true },
      });
      if (!found) throw new AppError('common.invalidParameter', 'body.bank_account_id: not found');
      return found.id;
    }
    case 'upsert': {
      const a = choice.account;
      const bank = await tx.bank.findUnique({ where: { id: a.bank_id }, select: { id: true } });
      if (!bank)
        throw new AppError('common.invalidParameter', 'body.bank_account.bank_id: not found');
      const saved = await tx.bankAccount.upsert({
        where: {
          enterpriseId_bankId_accountNumber: {
            enterpriseId: actor.enterpriseId,
            bankId: a.bank_id,
            accountNumber: a.account_number,
          },
        },
        create: {
          enterpriseId: actor.enterpriseId,
          bankId: a.bank_id,
          accountName: a.account_name,
          accountNumber: a.account_number,
          branch: a.branch,
        },
        update: { accountName: a.account_name, branch: a.branch },
        select: { id: true },
      });
      return saved.id;
    }
  }
}

/** Deletes a bank account that no payment method points at any more. */
async function dropUnusedAccount(tx: TenantDb, accountId: number | null): Promise<void> {
  if (!accountId) return;
  const users = await tx.paymentMethod.count({ where: { bankAccountId: accountId } });
  if (users === 0) await tx.bankAccount.deleteMany({ where: { id: accountId } });
}

export async function createPaymentMethod(
  db: TenantDb,
  actor: Actor,
  input: PaymentMethodInput,
  requestId?: string,
): Promise<PaymentMethodDetail> {
  const fields = resolveFields(input, null);
  await assertNameFree(db, input.name);
  return mappingDuplicates(() =>
    inTransaction(db, async (tx) => {
      const bankAccountId = await saveAccount(tx, actor, fields.account);
      const created = await tx.paymentMethod.create({
        data: {
          enterpriseId: actor.enterpriseId,
          name: input.name,
          type: fields.type,
          bankAccountId,
          promptpayId: fields.promptpayId,
          active: input.active,
        },
        select: paymentMethodSelect,
      });
      await recordAudit(tx, actor, {
        action: 'paymentMethod.create',
        entity: 'paymentMethod',
        entityId: created.id,
        after: paymentMethodAuditSnapshot(created),
        requestId,
      });
      return toPaymentMethodDetail(created);
    }),
  );
}

export async function updatePaymentMethod(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: UpdatePaymentMethodInput,
  requestId?: string,
): Promise<PaymentMethodDetail> {
  const before = await findMethod(db, id);
  const fields = resolveFields(input, before);
  if (input.name !== undefined && input.name !== before.name)
    await assertNameFree(db, input.name, id);
  return mappingDuplicates(() =>
    inTransaction(db, async (tx) => {
      const bankAccountId = await saveAccount(tx, actor, fields.account);
      const after = await tx.paymentMethod.update({
        where: { id },
        data: {
          name: input.name,
          type: fields.type,
          bankAccountId,
          promptpayId: fields.promptpayId,
          active: input.active,
        },
        select: paymentMethodSelect,
      });
      if (before.bankAccountId !== bankAccountId) await dropUnusedAccount(tx, before.bankAccountId);
      await recordAudit(tx, actor, {
        action: 'paymentMethod.update',
        entity: 'paymentMethod',
        entityId: id,
        before: paymentMethodAuditSnapshot(before),
        after: paymentMethodAuditSnapshot(after),
        requestId,
      });
      return toPaymentMethodDetail(after);
    }),
  );
}

/** What still uses a payment method: orders and connected platform shops. */
async function paymentMethodUses(db: TenantDb, id: number): Promise<string[]> {
  // One after the other: the delete asks inside its transaction (one connection).
  const order = await db.order.findFirst({ where: { paymentMethodId: id }, select: { id: true } });
  const shop = await db.platformShop.findFirst({
    where: { paymentMethodId: id },
    select: { id: true },
  });
  return [...(order ? ['orders'] : []), ...(shop ? ['platform shops'] : [])];
}

export async function deletePaymentMethod(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<void> {
  const before = await findMethod(db, id);
  try {
    await inTransaction(db, async (tx) => {
      await lockForDelete(tx, 'payment_methods', id);
      const uses = await paymentMethodUses(tx, id);
      if (uses.length) throw new AppError('paymentMethod.inUse', `used by ${uses.join(', ')}`);
      await tx.paymentMethod.delete({ where: { id } });
      await dropUnusedAccount(tx, before.bankAccountId);
      await recordAudit(tx, actor, {
        action: 'paymentMethod.delete',
        entity: 'paymentMethod',
        entityId: id,
        before: paymentMethodAuditSnapshot(before),
        requestId,
      });
    });
  } catch (error) {
    throw isForeignKeyViolation(error) ? new AppError('paymentMethod.inUse') : error;
  }
}
