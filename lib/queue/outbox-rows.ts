import { Prisma } from '@/lib/generated/prisma/client';
import type { RootDb } from '@/lib/db';

/** An outbox row claimed for relaying or running (see claimDueOutbox). */
export interface ClaimedOutboxRow {
  id: bigint;
  queue: string;
  jobName: string;
  payload: unknown;
  dedupeKey: string;
  createdAt: Date;
  /** Failed tries before this one. */
  attempts: number;
}

export interface ClaimOptions {
  /** Only rows of these queues (the queues this process knows). */
  queues: readonly string[];
  /** Only these rows: for tests and hand-run replays. */
  ids?: readonly bigint[];
  limit: number;
  /**
   * How long the claim holds: the rows stay invisible to other relays until then, and come
   * back by themselves if this process dies before marking or releasing them.
   */
  leaseMs: number;
}

/**
 * Claims due rows: the `SELECT ... WHERE relayed_at IS NULL AND available_at <= now()
 * ORDER BY id LIMIT n FOR UPDATE SKIP LOCKED` locks rows no other relay is working on, and
 * the same statement moves their `available_at` past the lease. The claim is committed at
 * once, so no transaction (and no pooled connection) stays open while Redis or SMTP is
 * called, and two relays never take the same row at the same time.
 */
export async function claimDueOutbox(db: RootDb, opts: ClaimOptions): Promise<ClaimedOutboxRow[]> {
  if (opts.queues.length === 0 || opts.limit <= 0) return [];
  const onlyIds = opts.ids
    ? Prisma.sql`AND id = ANY(${opts.ids.map(String)}::bigint[])`
    : Prisma.empty;
  const rows = await db.$queryRaw<
    {
      id: bigint;
      queue: string;
      job_name: string;
      payload: unknown;
      dedupe_key: string;
      created_at: Date;
      attempts: number;
    }[]
  >`
    UPDATE outbox_messages AS o
       SET available_at = now() + ${opts.leaseMs}::int * interval '1 millisecond'
      FROM (
        SELECT id FROM outbox_messages
         WHERE relayed_at IS NULL AND available_at <= now()
           AND queue = ANY(${[...opts.queues]}::text[])
           ${onlyIds}
         ORDER BY id
         LIMIT ${opts.limit}
           FOR UPDATE SKIP LOCKED
      ) AS due
     WHERE o.id = due.id
 RETURNING o.id, o.queue, o.job_name, o.payload, o.dedupe_key, o.created_at, o.attempts`;
  return rows
    .map((r) => ({
      id: BigInt(r.id),
      queue: r.queue,
      jobName: r.job_name,
      payload: r.payload,
      dedupeKey: r.dedupe_key,
      createdAt: new Date(r.created_at),
      attempts: Number(r.attempts),
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Marks rows done: relayed to BullMQ, or run by the in-process runner. */
export async function markOutboxDone(
  db: RootDb,
  ids: readonly bigint[],
  lastError: string | null = null,
): Promise<void> {
  if (ids.length === 0) return;
  const error =
    lastError === null ? Prisma.empty : Prisma.sql`, last_error = ${truncate(lastError)}`;
  await db.$executeRaw`
    UPDATE outbox_messages SET relayed_at = now() ${error}
     WHERE id = ANY(${ids.map(String)}::bigint[]) AND relayed_at IS NULL`;
}

/**
 * Records a failed try: one more attempt, the error, and the row becomes due again after
 * `retryInMs` (the caller's backoff). The row stays unrelayed for the next pass.
 */
export async function recordOutboxFailure(
  db: RootDb,
  id: bigint,
  error: string,
  retryInMs: number,
): Promise<void> {
  await db.$executeRaw`
    UPDATE outbox_messages
       SET attempts = attempts + 1,
           last_error = ${truncate(error)},
           available_at = now() + ${Math.max(0, Math.round(retryInMs))}::int * interval '1 millisecond'
     WHERE id = ${String(id)}::bigint AND relayed_at IS NULL`;
}

/**
 * Gives a row up (in-process runner: attempts exhausted, or an error retrying cannot fix):
 * it is marked done with the error kept, like a job in BullMQ's failed set. To run it
 * again, set relayed_at back to null.
 */
export async function giveUpOutbox(db: RootDb, id: bigint, error: string): Promise<void> {
  await db.$executeRaw`
    UPDATE outbox_messages
       SET attempts = attempts + 1, last_error = ${truncate(`gave up: ${error}`)}, relayed_at = now()
     WHERE id = ${String(id)}::bigint AND relayed_at IS NULL`;
}

/** Gives a claimed row back at once, without counting an attempt (e.g. on shutdown). */
export async function releaseOutboxClaim(db: RootDb, ids: readonly bigint[]): Promise<void> {
  if (ids.length === 0) return;
  await db.$executeRaw`
    UPDATE outbox_messages SET available_at = now()
     WHERE id = ANY(${ids.map(String)}::bigint[]) AND relayed_at IS NULL`;
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

function truncate(text: string): string {
  return text.length > 2000 ? `${text.slice(0, 1997)}...` : text;
}
