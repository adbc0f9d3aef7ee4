import { findPage } from '@/lib/domain/shared/find-page';
import { randomBytes, randomInt } from 'node:crypto';
import type { Actor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password';
import { GROUP } from '@/lib/auth/permissions';
import { assertHuman } from '@/lib/auth/recaptcha';
import { countLimitedRequest, type RequestLimit } from '@/lib/auth/throttle';
import type { RootDb, TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { USERNAME_PATTERN } from '@/lib/domain/auth/schemas';
import { assertEmailFree, userUniqueViolation } from '@/lib/domain/admin/user-uniqueness';
import {
  SIGNUP_STATUS,
  type SignupApproval,
  type SignupInput,
  type SignupListQuery,
  type SignupRow,
} from '@/lib/domain/signup/schemas';

// Sign-up requests are not rows of an enterprise yet: a request for a new shop has no
// enterprise_id, so these functions take the unscoped client. They belong to the operator of
// the whole service (the route rule access.operator()), who sees and decides every one of
// them; no shop's admin sees another shop's contact details.

type Tx = Prisma.TransactionClient;

/**
 * The form is public and every request lands in an operator's queue: per hour, 3 requests
 * for one e-mail address and 10 from one client address.
 */
export const SIGNUP_LIMIT = {
  scope: 'signup',
  perAddress: 3,
  perIp: 10,
  windowSeconds: 3600,
  refusal: 'signup.tooManyRequests',
} as const satisfies RequestLimit;
export const SIGNUP_MAX_PER_IP_PER_HOUR = SIGNUP_LIMIT.perIp;

export async function createSignupRequest(
  db: RootDb,
  input: SignupInput,
  client: { ip: string },
): Promise<void> {
  await assertHuman(input.recaptcha_token, client.ip);
  await countLimitedRequest(db, SIGNUP_LIMIT, { email: input.email, ip: client.ip });
  const email = input.email.toLowerCase();
  await db.$transaction(async (tx) => {
    // Serialises requests for one email, so two at once cannot both be "the first pending".
    await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${`signup:${email}`}))) AS l`;
    const pending = await tx.signupRequest.findFirst({
      where: { email: { equals: email, mode: 'insensitive' }, status: SIGNUP_STATUS.pending },
      select: { id: true },
    });
    if (pending) throw new AppError('signup.duplicate');
    await tx.signupRequest.create({
      data: {
        shopName: input.shop_name,
        contactName: input.contact_name,
        email,
        phone: input.phone,
        plan: input.plan,
        message: input.message || null,
        status: SIGNUP_STATUS.pending,
      },
    });
  });
}

const rowSelect = {
  id: true,
  shopName: true,
  contactName: true,
  email: true,
  phone: true,
  plan: true,
  message: true,
  status: true,
  decidedAt: true,
  createdAt: true,
} as const;

/** Pending first, then the newest. */
export async function listSignupRequests(
  db: RootDb,
  query: SignupListQuery,
): Promise<{ rows: SignupRow[]; total: number }> {
  const q = query.q;
  const where: Prisma.SignupRequestWhereInput = {
    AND: [
      query.status === undefined ? {} : { status: query.status },
      q
        ? {
            OR: [
              { shopName: { contains: q, mode: 'insensitive' } },
              { contactName: { contains: q, mode: 'insensitive' } },
              { email: { contains: q, mode: 'insensitive' } },
            ],
          }
        : {},
    ],
  };
  const { rows, total } = await findPage(query, {
    rows: (window) =>
      db.signupRequest.findMany({
        where,
        select: rowSelect,
        orderBy: [{ status: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
        ...window,
      }),
    total: () => db.signupRequest.count({ where }),
  });
  return {
    rows: rows.map((r) => ({
      id: r.id,
      shop_name: r.shopName,
      contact_name: r.contactName,
      email: r.email,
      phone: r.phone,
      plan: r.plan,
      message: r.message ?? '',
      status: r.status,
      decided_at: r.decidedAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
    })),
    total,
  };
}

/**
 * Marks a pending request decided, or says why not: not found is 404, already approved or
 * rejected is 409. The conditional update takes the row lock, so two operators deciding at
 * once cannot both win.
 */
async function claimPending(tx: Tx, actor: Actor, id: number, status: 1 | 2) {
  const claimed = await tx.signupRequest.updateMany({
    where: { id, status: SIGNUP_STATUS.pending },
    data: { status, decidedById: actor.userId, decidedAt: new Date() },
  });
  if (claimed.count === 1) return;
  const exists = await tx.signupRequest.findUnique({ where: { id }, select: { id: true } });
  throw exists
    ? new AppError('signup.alreadyDecided')
    : new AppError('common.notFound', `sign-up request ${id}`);
}

/**
 * recordAudit takes the tenant client type but only writes audit_logs with the actor's
 * enterprise id set explicitly, so the unscoped transaction serves it as is.
 */
const auditWriter = (tx: Tx) => tx as unknown as TenantDb;

/**
 * Approves a request: a new enterprise named after the shop, with a unique code, and its
 * first admin (group 1), whose username comes from the email and whose password is random
 * and never shown: they set their own through "forgot password". All in one transaction.
 */
export async function approveSignupRequest(
  db: RootDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<SignupApproval> {
  // Hashed outside the transaction: argon2 takes tens of milliseconds.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    return await db.$transaction(async (tx) => {
      await claimPending(tx, actor, id, SIGNUP_STATUS.approved);
      const request = await tx.signupRequest.findUniqueOrThrow({
        where: { id },
        select: { shopName: true, contactName: true, email: true, phone: true, plan: true },
      });
      await assertEmailFree(request.email);
      const code = await uniqueEnterpriseCode(tx);
      const enterprise = await tx.enterprise.create({
        data: { name: request.shopName, code, phone: request.phone || null },
        select: { id: true, name: true, code: true },
      });
      const username = await uniqueUsername(tx, request.email);
      const [firstName, ...rest] = request.contactName.trim().split(/\s+/);
      const user = await tx.user.create({
        data: {
          enterpriseId: enterprise.id,
          username,
          email: request.email.toLowerCase(),
          passwordHash,
          firstName: (firstName ?? request.shopName).slice(0, 100),
          lastName: rest.join(' ').slice(0, 100),
          phone: request.phone,
          groupId: GROUP.admin,
          roles: {},
        },
        select: { id: true },
      });
      await recordAudit(auditWriter(tx), actor, {
        action: 'signup.approve',
        entity: 'signup',
        entityId: id,
        before: { status: SIGNUP_STATUS.pending },
        after: {
          status: SIGNUP_STATUS.approved,
          enterprise_id: enterprise.id,
          enterprise_code: enterprise.code,
          user_id: user.id,
          username,
          plan: request.plan,
        },
        requestId,
      });
      return {
        enterprise_id: enterprise.id,
        enterprise_code: enterprise.code,
        enterprise_name: enterprise.name,
        username,
      };
    });
  } catch (error) {
    throw userUniqueViolation(error) ?? error;
  }
}

export async function rejectSignupRequest(
  db: RootDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<void> {
  await db.$transaction(async (tx) => {
    await claimPending(tx, actor, id, SIGNUP_STATUS.rejected);
    await recordAudit(auditWriter(tx), actor, {
      action: 'signup.reject',
      entity: 'signup',
      entityId: id,
      before: { status: SIGNUP_STATUS.pending },
      after: { status: SIGNUP_STATUS.rejected },
      requestId,
    });
  });
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

async function uniqueEnterpriseCode(tx: Tx): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code =
      'SHOP-' +
      Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const taken = await tx.enterprise.findUnique({ where: { code }, select: { id: true } });
    if (!taken) return code;
  }
  throw new AppError('common.systemError', 'could not find a free enterprise code');
}

/** The part of the email before @, cleaned to the username pattern, numbered when taken. */
export function usernameBase(email: string): string {
  let base = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '');
  if (base.length < 3) base = `${base}shop`.slice(0, 10).padEnd(3, '0');
  return base.slice(0, 44);
}

async function uniqueUsername(tx: Tx, email: string): Promise<string> {
  const base = usernameBase(email);
  // Deleted users keep their names too, so history never mixes two people under one name.
  const taken = new Set(
    (
      await tx.user.findMany({
        where: { username: { startsWith: base, mode: 'insensitive' } },
        select: { username: true },
      })
    ).map((u) => u.username.toLowerCase()),
  );
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!taken.has(candidate) && USERNAME_PATTERN.test(candidate)) return candidate;
  }
  return `${base}-${randomBytes(3).toString('hex')}`;
}
