import type { RootDb } from '@/lib/db';
import type { Actor } from '@/lib/auth/actor';
import { sessionGate } from '@/lib/auth/session-gate';
import { clientIp } from '@/lib/http/client-address';
import {
  claimOf,
  IDEMPOTENCY_HEADER,
  withIdempotency,
  type IdempotencyClaim,
} from '@/lib/http/idempotency';
import { isSameOrigin } from '@/lib/http/request-info';
import type { RouteBody } from '@/lib/http/route-body';
import { buildRouteContext, callHandler } from '@/lib/http/route-context';
import { parseRouteInput } from '@/lib/http/route-input';
import { replyResponse } from '@/lib/http/route-response';
import { isMutating, type AnyRouteSpec, type NextRouteArgs } from '@/lib/http/route-spec';

/**
 * A keyed call whose handler stores its answer in its own statement (a station's scan):
 * a change sent with an Idempotency-Key to a route with `claimedAnswer`. It is tried in one
 * statement first (keyedCallInOneStatement).
 */
export const isOneStatementKeyedCall = (spec: AnyRouteSpec, req: Request): boolean =>
  Boolean(spec.claimedAnswer) && isMutating(req) && req.headers.has(IDEMPOTENCY_HEADER);

/**
 * The one-statement try of a keyed call: the handler runs for the token's ids
 * (lib/auth/session-gate.ts) with a claim whose gate its own statement checks, so the
 * session is read in the same round trip as the change. Answers only a success the
 * statement committed; null (or a throw) when the usual path must run, session read first.
 */
export async function keyedCallInOneStatement(
  spec: AnyRouteSpec,
  req: Request,
  rootDb: RootDb,
  requestId: string,
  body: RouteBody,
  next?: NextRouteArgs,
): Promise<Response | null> {
  const gate = await sessionGate(req.headers, spec.access);
  if (!gate) return null;
  const actor = gate.actor;
  if (actor.via === 'cookie' && !isSameOrigin(req.headers, req.url)) return null;
  const once = await body.read();
  const claim = claimOf(actor, req, await once.hashText(), spec.status ?? 200);
  if (!claim) return null;
  actor.ip = clientIp(req.headers);
  const input = await parseRouteInput(spec, req, next, body.read);
  return callHandler(
    spec,
    buildRouteContext({
      req,
      actor,
      rootDb,
      input,
      requestId,
      claim: { ...claim, gate: gate.sql },
    }),
  );
}

/**
 * The usual path of a keyed call (a signed-in caller's change with `idempotent`): the key
 * is held over the body's hash, so a repeat replays the first answer and a different body
 * under the same key is refused (lib/http/idempotency.ts). A route with `claimedAnswer`
 * takes the key in its own statement; its replay is built by the same function.
 */
export function answerKeyedCall(
  spec: AnyRouteSpec,
  rootDb: RootDb,
  actor: Actor | null,
  req: Request,
  bodyHash: string,
  invoke: (claim?: IdempotencyClaim | null) => Promise<Response>,
): Promise<Response> {
  const claimedAnswer = spec.claimedAnswer;
  const inStatement = claimedAnswer && {
    status: spec.status ?? 200,
    run: invoke,
    replay: async (data: unknown) => replyResponse(await claimedAnswer(data), spec.status),
  };
  return withIdempotency(rootDb, actor, req, bodyHash, () => invoke(), { inStatement });
}
