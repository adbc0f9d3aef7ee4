import { randomUUID } from 'node:crypto';
import { z, ZodError, type ZodType } from 'zod';
import { Prisma } from '@/lib/generated/prisma/client';
import { prisma, type RootDb, tenantClient, type TenantClient } from '@/lib/db';
import { resolveActor, type Actor } from '@/lib/auth/actor';
import { allows, type AccessRule } from '@/lib/auth/permissions';
import { AppError, isAppError } from '@/lib/errors';
import {
  claimOf,
  IDEMPOTENCY_HEADER,
  withIdempotency,
  type IdempotencyClaim,
} from '@/lib/http/idempotency';
import { sessionGate } from '@/lib/auth/session-gate';
import { firstUncleanText } from '@/lib/http/input-text';
import {
  assertDeclaredLength,
  bodyLimits,
  readRequestBody,
  type RequestBody,
} from '@/lib/http/read-body';
import { errorBody, isReply, type Reply } from '@/lib/http/respond';
import { clientIp } from '@/lib/http/client-address';
import { isSameOrigin } from '@/lib/http/request-info';
import { log } from '@/lib/log';

type Infer<S> = S extends ZodType ? z.output<S> : undefined;

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
   * (api-contract section 6, lib/http/idempotency.ts) for signed-in callers.
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

export type RouteHandler = ((
  req: Request,
  ctx?: { params?: Promise<Record<string, string | string[]>> },
) => Promise<Response>) & {
  route: RouteMeta;
};

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one wrapper of every /api handler: resolves the actor (bearer or cookie, revocation,
 * blocked user), checks the access rule, parses params, query and body with zod, runs the
 * handler, and maps every error to the envelope of docs/api-contract.md.
 */
export function defineRoute<
  PS extends ZodType | undefined = undefined,
  QS extends ZodType | undefined = undefined,
  BS extends ZodType | undefined = undefined,
  R extends AccessRule = AccessRule,
>(spec: RouteSpec<PS, QS, BS, R>): RouteHandler {
  const run = async (
    req: Request,
    nextCtx?: { params?: Promise<Record<string, string | string[]>> },
  ) => {
    const requestId = randomUUID();
    const started = performance.now();
    let status = 500;
    try {
      const rootDb = prisma();
      let bodyOnce: Promise<RequestBody> | undefined;
      const readOnce = () => (bodyOnce ??= readRequestBody(req, bodyLimits(spec)));
      // A keyed call that stores its answer in its own statement (a station's scan) has
      // that statement check the session too: one round trip. Anything but a success
      // (a shut gate, a refusal, bad input) runs the usual way below, session read first.
      if (spec.claimedAnswer && MUTATING.has(req.method) && req.headers.has(IDEMPOTENCY_HEADER)) {
        const answer = await gatedRun(spec, req, rootDb, requestId, readOnce, nextCtx).catch(
          () => null,
        );
        if (answer) {
          status = answer.status;
          return finish(answer, requestId, true);
        }
      }
      const actor = await resolveActor(rootDb, req.headers);
      if (actor) actor.ip = clientIp(req.headers);
      if (spec.access.kind !== 'public' && !actor) throw new AppError('auth.unauthorized');
      if (!allows(actor, spec.access)) throw new AppError('common.accessDenied');
      if (
        actor &&
        actor.via === 'cookie' &&
        MUTATING.has(req.method) &&
        !isSameOrigin(req.headers, req.url)
      ) {
        throw new AppError('common.originRejected', 'cross-site request');
      }
      assertDeclaredLength(req, bodyLimits(spec));
      // An idempotent call reads the body once: the same bytes feed the parser and the hash.
      const idempotent = Boolean(spec.idempotent && actor && MUTATING.has(req.method));
      const once = idempotent ? await readOnce() : undefined;
      const params = await parsePart(spec.params, (await nextCtx?.params) ?? {}, 'path');
      const query = await parsePart(spec.query, queryObject(req.url), 'query');
      const body = spec.body
        ? await parsePart(spec.body, await (once ?? (await readOnce())).parse(), 'body')
        : undefined;
      const invoke = async (claim: IdempotencyClaim | null = null) => {
        const result = await spec.handler({
          req,
          actor: actor as never,
          db: (actor ? tenantClient(rootDb, actor.enterpriseId) : null) as never,
          rootDb,
          params: params as never,
          query: query as never,
          body: body as never,
          requestId,
          claim,
        });
        return result instanceof Response ? result : toResponse(result, spec.status);
      };
      const claimedAnswer = spec.claimedAnswer;
      const inStatement = claimedAnswer && {
        status: spec.status ?? 200,
        run: invoke,
        replay: async (data: unknown) => toResponse(await claimedAnswer(data), spec.status),
      };
      const response = once
        ? await withIdempotency(rootDb, actor, req, await once.hashText(), () => invoke(), {
            inStatement,
          })
        : await invoke();
      status = response.status;
      return finish(response, requestId, Boolean(actor));
    } catch (error) {
      const response = errorResponse(error, requestId);
      status = response.status;
      return finish(response, requestId, true);
    } finally {
      log.debug('api', {
        requestId,
        method: req.method,
        path: new URL(req.url).pathname,
        status,
        ms: Math.round(performance.now() - started),
      });
    }
  };
  return Object.assign(run, {
    route: {
      access: spec.access,
      summary: spec.summary,
      tags: spec.tags ?? [],
      params: spec.params,
      query: spec.query,
      body: spec.body,
      response: spec.response,
      idempotent: spec.idempotent,
    },
  });
}

/**
 * The one-statement try of a keyed call with `claimedAnswer`: the handler runs for the
 * token's ids (lib/auth/session-gate.ts) with a claim whose gate its statement checks.
 * Answers only a success the statement committed; null (or a throw) when the usual path
 * must run.
 */
async function gatedRun(
  spec: RouteSpec<ZodType | undefined, ZodType | undefined, ZodType | undefined, AccessRule>,
  req: Request,
  rootDb: RootDb,
  requestId: string,
  readOnce: () => Promise<RequestBody>,
  nextCtx?: { params?: Promise<Record<string, string | string[]>> },
): Promise<Response | null> {
  const gate = await sessionGate(req.headers, spec.access);
  if (!gate) return null;
  const actor = gate.actor;
  if (actor.via === 'cookie' && !isSameOrigin(req.headers, req.url)) return null;
  const once = await readOnce();
  const claim = claimOf(actor, req, await once.hashText(), spec.status ?? 200);
  if (!claim) return null;
  actor.ip = clientIp(req.headers);
  const result = await spec.handler({
    req,
    actor: actor as never,
    db: tenantClient(rootDb, actor.enterpriseId) as never,
    rootDb,
    params: (await parsePart(spec.params, (await nextCtx?.params) ?? {}, 'path')) as never,
    query: (await parsePart(spec.query, queryObject(req.url), 'query')) as never,
    body: (spec.body ? await parsePart(spec.body, await once.parse(), 'body') : undefined) as never,
    requestId,
    claim: { ...claim, gate: gate.sql },
  });
  return result instanceof Response ? result : toResponse(result, spec.status);
}

async function parsePart(
  schema: ZodType | undefined,
  value: unknown,
  where: string,
): Promise<unknown> {
  const unclean = firstUncleanText(value, where);
  if (unclean)
    throw new AppError(
      'common.invalidParameter',
      `${unclean}: control characters and unpaired surrogates are not allowed`,
    );
  if (!schema) return value;
  const parsed = await schema.safeParseAsync(value);
  if (!parsed.success) throw invalid(parsed.error, where);
  return parsed.data;
}

function invalid(error: ZodError, where: string): AppError {
  const fields = error.issues.map((i) => `${[where, ...i.path].join('.')}: ${i.message}`);
  return new AppError('common.invalidParameter', fields.slice(0, 10).join('; '));
}

function queryObject(url: string): Record<string, string> {
  const out: Record<string, string> = {};
  new URL(url).searchParams.forEach((v, k) => {
    out[k] = v;
  });
  return out;
}

function toResponse(reply: Reply | unknown, status = 200): Response {
  if (isReply(reply)) {
    return Response.json(reply.body, { status: reply.status, headers: reply.headers });
  }
  return Response.json({ Msg: 'common.success', Datum: reply }, { status });
}

function finish(response: Response, requestId: string, authenticated: boolean): Response {
  response.headers.set('X-Request-Id', requestId);
  // The contract's JSON is UTF-8, and says so (Response.json names no charset).
  if (response.headers.get('Content-Type') === 'application/json')
    response.headers.set('Content-Type', JSON_CONTENT_TYPE);
  // A handler that chose its own caching (a private file) keeps it.
  if (authenticated && !response.headers.has('Cache-Control'))
    response.headers.set('Cache-Control', 'no-store');
  return response;
}

export function errorResponse(error: unknown, requestId: string): Response {
  if (isAppError(error)) {
    return Response.json(errorBody(error.key, error.causeText, error.details), {
      status: error.status,
      headers: error.headers,
    });
  }
  if (error instanceof ZodError) {
    const e = invalid(error, 'input');
    return Response.json(errorBody(e.key, e.causeText), { status: e.status });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2002') {
      return Response.json(
        errorBody('common.duplicate', 'a record with these values already exists'),
        { status: 409 },
      );
    }
    if (error.code === 'P2025') {
      return Response.json(errorBody('common.notFound', 'record not found'), { status: 404 });
    }
  }
  log.error('unhandled error', {
    requestId,
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
  return Response.json(
    errorBody('common.systemError', `unexpected error, request id ${requestId}`),
    { status: 500 },
  );
}
