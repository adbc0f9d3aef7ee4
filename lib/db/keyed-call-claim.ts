import { Prisma } from '@/lib/generated/prisma/client';

// A keyed call (a POST with an Idempotency-Key) whose handler takes the key inside the
// very statement that makes its effect: the effect, the key and the stored answer commit
// together in one round trip. The HTTP side (reading the header, replaying answers) is
// lib/http/idempotency.ts; this is the part a domain statement embeds.

/**
 * The request's key, for a handler that takes it inside the statement that makes its
 * effect (claimSql), so that the effect, the key and the answer commit together in one
 * round trip instead of three.
 */
export interface IdempotencyClaim {
  enterpriseId: number;
  userId: number;
  key: string;
  method: string;
  path: string;
  hash: string;
  expiresAt: Date;
  /** The HTTP status the stored answer replays with. */
  status: number;
  /**
   * A session check (lib/auth/session-gate.ts) the statement must pass before it changes
   * anything: set when the caller's session has not been read yet (defineRoute's
   * one-statement path). A statement whose gate stays shut changes nothing and declines.
   */
  gate?: Prisma.Sql;
}

/**
 * Thrown by a handler given a claim that did not take it and changed nothing (a refusal,
 * a step it cannot do in one statement): the request then runs the usual way.
 */
export class ClaimDeclined extends Error {
  constructor() {
    super('the idempotency claim was not taken');
  }
}

/**
 * A data-modifying CTE for the handler's own statement: takes the key with its answer
 * already stored (`data`, json) when `when` holds. A key already there (another request
 * with it committed or in flight) fails the whole statement with a unique violation, so
 * its effect is rolled back with it and the request goes the usual way (waits, replays).
 */
export function claimSql(claim: IdempotencyClaim, data: Prisma.Sql, when: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO idempotency_keys
           (enterprise_id, user_id, key, method, path, request_hash, expires_at, status, response)
    SELECT ${claim.enterpriseId}::int, ${claim.userId}::int, ${claim.key}::text,
           ${claim.method}::text, ${claim.path}::text, ${claim.hash}::text,
           ${claim.expiresAt}::timestamptz, ${claim.status}::int,
           json_build_object('data', ${data})
     WHERE ${when}
    RETURNING id`;
}
