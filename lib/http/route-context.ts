import { tenantClient, type RootDb } from '@/lib/db';
import type { Actor } from '@/lib/auth/actor';
import type { IdempotencyClaim } from '@/lib/http/idempotency';
import type { RouteInput } from '@/lib/http/route-input';
import { replyResponse } from '@/lib/http/route-response';
import type { AnyRouteSpec, RouteContext } from '@/lib/http/route-spec';

export interface RouteContextParts {
  req: Request;
  actor: Actor | null;
  rootDb: RootDb;
  input: RouteInput;
  requestId: string;
  claim: IdempotencyClaim | null;
}

/**
 * The one place a handler's context is made, on the usual path and on a keyed call's
 * one-statement try alike: the database scoped to the actor's enterprise (none for an
 * anonymous caller), the parsed input, the request id and the claim of a keyed call.
 */
export function buildRouteContext(
  parts: RouteContextParts,
): RouteContext<unknown, unknown, unknown, Actor | null> {
  const { req, actor, rootDb, input, requestId, claim } = parts;
  return {
    req,
    actor,
    db: actor ? tenantClient(rootDb, actor.enterpriseId) : null,
    rootDb,
    params: input.params,
    query: input.query,
    body: input.body,
    requestId,
    claim,
  };
}

/** Runs the handler with its context; a plain value or Reply becomes the Response. */
export async function callHandler(
  spec: Pick<AnyRouteSpec, 'handler' | 'status'>,
  ctx: RouteContext<unknown, unknown, unknown, Actor | null>,
): Promise<Response> {
  const result = await spec.handler(ctx as never);
  return result instanceof Response ? result : replyResponse(result, spec.status);
}
