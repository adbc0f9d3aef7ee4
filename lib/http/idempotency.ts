import { sqlRunner, type RootDb, ClaimDeclined, type IdempotencyClaim } from '@/lib/db';
import { createHash } from 'node:crypto';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';

export { ClaimDeclined, type IdempotencyClaim };
import { log } from '@/lib/log';

/** A key answers the same for 24 hours (docs/api-conventions.md, Idempotency keys). */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer replayed from a stored one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** Whose keys: a key is unique per enterprise and user. */
export interface IdempotencyActor {
  enterpriseId: number;
  userId: number;
}

export interface IdempotencyOptions {
  /** How long a repeated request waits for the first one to finish before answering 409. */
  waitMs?: number;
  /** The handler takes the key in its own statement first (see IdempotencyClaim). */
  inStatement?: ClaimInStatement;
}

/** An answer stored as its bytes (by runFirst), or as data it is built from (by a claim). */
type StoredAnswer = { body: string; contentType: string | null } | { data: unknown };

export interface ClaimInStatement {
  /** The status of the handler's success answer (the one its statement stores). */
  status: number;
  /** Runs the handler with the claim; it answers after taking it or throws ClaimDeclined. */
  run: (claim: IdempotencyClaim) => Promise<Response>;
  /** The answer from the data the handler's statement stored (the same function it answers with). */
  replay: (data: unknown) => Promise<Response>;
}

/** What two requests must share to count as the same: method, path with query, body. */
export function requestHash(method: string, pathWithQuery: string, bodyText: string): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()}\n${pathWithQuery}\n${bodyText}`)
    .digest('hex');
}

const KEY_UNIQUE = 'idempotency_keys_enterprise_id_user_id_key_key';

/** The key was taken by another request while the handler's statement ran (pg 23505). */
function isKeyTaken(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && e.constraint === KEY_UNIQUE;
}

/**
 * The request's key as a claim for its handler's statement, or null without a key. A key
 * that is not 1 to 200 visible ASCII characters is common.invalidParameter.
 */
export function claimOf(
  actor: IdempotencyActor,
  req: Request,
  bodyText: string,
  status: number,
): IdempotencyClaim | null {
  const key = req.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return null;
  if (!KEY_PATTERN.test(key)) {
    throw new AppError(
      'common.invalidParameter',
      `${IDEMPOTENCY_HEADER}: 1 to 200 visible ASCII characters`,
    );
  }
  const url = new URL(req.url);
  const path = `${url.pathname}${url.search}`.slice(0, 300);
  return {
    enterpriseId: actor.enterpriseId,
    userId: actor.userId,
    key,
    method: req.method.toUpperCase().slice(0, 10),
    path,
    hash: requestHash(req.method, path, bodyText),
    expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS),
    status,
  };
}

/**
 * Runs a POST that moves stock or money at most once per `Idempotency-Key`
 * (docs/api-conventions.md, Idempotency keys):
 * - no key (or no signed-in actor): `run` as usual;
 * - a new key: the key row is inserted first with status null (the unique
 *   (enterprise_id, user_id, key) decides which of concurrent requests runs), then `run`;
 *   a 2xx/3xx answer is stored, a 4xx/5xx answer or an exception deletes the key so that
 *   a retry may run;
 * - the same key and the same request within 24 h: the stored answer (status and body),
 *   nothing runs again; while the first request is still running, the repeat waits for
 *   its answer (polling briefly), so 10 concurrent identical requests make one effect
 *   and 10 identical answers;
 * - the same key with another body, method or path: 409 `common.idempotencyConflict`.
 * With `inStatement`, a new key is first offered to the handler, whose statement takes it
 * together with its effect and answer (one commit: a repeat sees the answer or nothing);
 * a handler that declines, or finds the key taken, changed nothing and the steps above run.
 *
 * A process that dies while running leaves its key without an answer: repeats of that key
 * answer 409 until the key expires rather than risk moving stock twice; the client retries
 * with a new key once it has checked the state.
 */
export async function withIdempotency(
  rootDb: RootDb,
  actor: IdempotencyActor | null,
  req: Request,
  bodyText: string,
  run: () => Promise<Response>,
  opts: IdempotencyOptions = {},
): Promise<Response> {
  const key = req.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key || !actor) return run();
  const { method, path, hash, expiresAt } = claimOf(actor, req, bodyText, 0)!;
  const inStatement = opts.inStatement;
  if (inStatement) {
    const claim = claimOf(actor, req, bodyText, inStatement.status)!;
    try {
      return await inStatement.run(claim);
    } catch (error) {
      if (!(error instanceof ClaimDeclined) && !isKeyTaken(error)) throw error;
    }
  }
  const where = {
    enterpriseId_userId_key: { enterpriseId: actor.enterpriseId, userId: actor.userId, key },
  };
  const deadline = Date.now() + (opts.waitMs ?? 10_000);
  let pause = 20;

  for (;;) {
    // Straight through the pool (lib/db/sql-runner.ts): every keyed scan of a packing station
    // runs this, and Prisma's createManyAndReturn cost ~3 ms of CPU per call.
    const [mine] = await sqlRunner(rootDb).rows<{ id: string }>(Prisma.sql`
        INSERT INTO idempotency_keys
               (enterprise_id, user_id, key, method, path, request_hash, expires_at)
        VALUES (${actor.enterpriseId}, ${actor.userId}, ${key},
                ${method}, ${path}, ${hash}, ${expiresAt})
        ON CONFLICT DO NOTHING
        RETURNING id::text AS id`);
    if (mine) return runFirst(rootDb, BigInt(mine.id), run);

    const row = await rootDb.idempotencyKey.findUnique({
      where,
      select: { id: true, requestHash: true, status: true, response: true, expiresAt: true },
    });
    if (!row) continue; // the first request failed and gave the key up: try to take it
    if (row.expiresAt.getTime() <= Date.now()) {
      await rootDb.idempotencyKey.deleteMany({
        where: { id: row.id, expiresAt: { lte: new Date() } },
      });
      continue;
    }
    if (row.requestHash !== hash) {
      throw new AppError(
        'common.idempotencyConflict',
        `this ${IDEMPOTENCY_HEADER} was used with another request`,
      );
    }
    if (row.status !== null)
      return replay(row.status, row.response as unknown as StoredAnswer | null, inStatement);
    if (Date.now() >= deadline) {
      throw new AppError(
        'common.idempotencyConflict',
        `a request with this ${IDEMPOTENCY_HEADER} is still being processed`,
      );
    }
    await new Promise((r) => setTimeout(r, pause));
    pause = Math.min(Math.round(pause * 1.5), 250);
  }
}

async function runFirst(
  rootDb: RootDb,
  id: bigint,
  run: () => Promise<Response>,
): Promise<Response> {
  const giveUp = () =>
    rootDb.idempotencyKey.deleteMany({ where: { id, status: null } }).catch((error: unknown) => {
      log.error('idempotency: could not release a key', {
        id: String(id),
        error: error instanceof Error ? error.message : String(error),
      });
    });
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await giveUp();
    throw error;
  }
  if (response.status >= 400) {
    await giveUp();
    return response;
  }
  const body = await response.text();
  const answer: StoredAnswer = { body, contentType: response.headers.get('content-type') };
  try {
    await sqlRunner(rootDb).rows(Prisma.sql`
        UPDATE idempotency_keys
           SET status = ${response.status}, response = ${JSON.stringify(answer)}::json
         WHERE id = ${id}
        RETURNING 1 AS ok`);
  } catch (error) {
    // The effect happened: keep the key (repeats get 409, never a second effect).
    log.error('idempotency: could not store an answer', {
      id: String(id),
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return new Response(bodyFor(response.status, body), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

async function replay(
  status: number,
  answer: StoredAnswer | null,
  inStatement: ClaimInStatement | undefined,
): Promise<Response> {
  if (answer && 'data' in answer) {
    if (!inStatement)
      throw new Error('idempotency: an answer stored as data, and no replay for it');
    const built = await inStatement.replay(answer.data);
    const body = await built.text();
    const headers = new Headers(built.headers);
    headers.set(REPLAYED_HEADER, 'true');
    return new Response(bodyFor(status, body), { status, headers });
  }
  const headers = new Headers({ [REPLAYED_HEADER]: 'true' });
  if (answer?.contentType) headers.set('content-type', answer.contentType);
  return new Response(bodyFor(status, answer?.body ?? ''), { status, headers });
}

/** 204, 205 and 304 answers must not have a body, not even an empty one. */
function bodyFor(status: number, body: string): string | null {
  return status === 204 || status === 205 || status === 304 ? null : body;
}
