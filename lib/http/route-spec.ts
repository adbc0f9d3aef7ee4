import type { z, ZodType } from 'zod';
import type { RootDb, TenantClient } from '@/lib/db';
import type { Actor } from '@/lib/auth/actor';
import type { AccessRule } from '@/lib/auth/permissions';
import type { IdempotencyClaim } from '@/lib/http/idempotency';
import type { Reply } from '@/lib/http/respond';

type Infer<S> = S extends ZodType ? z.output<S> : undefined;

/** What a handler gets: built once per call by buildRouteContext (lib/http/route-context.ts). */
export interface RouteContext<P, Q, B, A extends Actor | null> {
  req: Request;
  actor: A;
  /** Scoped to the actor's enterprise; null on public routes without a signed-in user. */
  db: A extends Actor ? TenantClient : TenantClient | null;
  /** The unscoped client, for the few cross-tenant steps (sign-in, sessions). */
  rootDb: RootDb;
  params: P;
  query: Q;
  body: B;
  requestId: string;
  /**
   * Set on the first try of a route with `claimedAnswer` called with an Idempotency-Key:
   * the handler takes the key in the statement that makes its effect (claimSql), or
   * throws ClaimDeclined having changed nothing. Null otherwise.
   */
  claim: IdempotencyClaim | null;
}

export interface RouteSpec<
  PS extends ZodType | undefined,
  QS extends ZodType | undefined,
  BS extends ZodType | undefined,
  R extends AccessRule,
> {
  access: R;
  summary: string;
  tags?: string[];
  params?: PS;
  query?: QS;
  body?: BS;
  /** For the OpenAPI document only: the shape of Datum. */
  response?: ZodType;
  /** HTTP status of a success when the handler returns a plain value. */
  status?: number;
  /**
   * For calls that move stock or money: honour the `Idempotency-Key` header
   * (lib/http/idempotency.ts) for signed-in callers.
   */
  idempotent?: boolean;
  /**
   * For an idempotent handler that stores its answer inside its own statement (ctx.claim):
   * builds the answer from the data that statement stored. The handler answers through
   * the same function, so a replay is the identical answer.
   */
  claimedAnswer?: (data: unknown) => Promise<Reply | unknown> | Reply | unknown;
  /**
   * Refuse a request whose declared Content-Length is larger with `file.tooLarge` (413)
   * before reading it (upload and import calls).
   */
  maxBodyBytes?: number;
  handler: (
    ctx: RouteContext<
      Infer<PS>,
      Infer<QS>,
      Infer<BS>,
      R extends { kind: 'public' } ? Actor | null : Actor
    >,
  ) => Promise<Reply | Response>;
}

/** A route's spec as the wrapper's steps see it: schemas of any shape. */
export type AnyRouteSpec = RouteSpec<
  ZodType | undefined,
  ZodType | undefined,
  ZodType | undefined,
  AccessRule
>;

/** What Next hands a route handler besides the request: the dynamic segments of its path. */
export interface NextRouteArgs {
  params?: Promise<Record<string, string | string[]>>;
}

export interface RouteMeta {
  access: AccessRule;
  summary: string;
  tags: string[];
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  response?: ZodType;
  idempotent?: boolean;
}

export type RouteHandler = ((req: Request, ctx?: NextRouteArgs) => Promise<Response>) & {
  route: RouteMeta;
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A call that may change something: the ones an origin check and an idempotency key guard. */
export const isMutating = (req: Request): boolean => MUTATING.has(req.method);
