import { randomUUID } from 'node:crypto';
import type { ZodType } from 'zod';
import { prisma } from '@/lib/db';
import type { AccessRule } from '@/lib/auth/permissions';
import { assertDeclaredLength, bodyLimits } from '@/lib/http/read-body';
import {
  answerKeyedCall,
  isOneStatementKeyedCall,
  keyedCallInOneStatement,
} from '@/lib/http/keyed-call';
import { routeBody } from '@/lib/http/route-body';
import { admitCaller } from '@/lib/http/route-caller';
import { buildRouteContext, callHandler } from '@/lib/http/route-context';
import { parseRouteInput } from '@/lib/http/route-input';
import { errorResponse, finishResponse } from '@/lib/http/route-response';
import {
  isMutating,
  type AnyRouteSpec,
  type NextRouteArgs,
  type RouteHandler,
  type RouteSpec,
} from '@/lib/http/route-spec';
import type { IdempotencyClaim } from '@/lib/http/idempotency';
import { log } from '@/lib/log';

export { errorResponse, JSON_CONTENT_TYPE } from '@/lib/http/route-response';
export type { RouteContext, RouteHandler, RouteMeta, RouteSpec } from '@/lib/http/route-spec';

/**
 * The one wrapper of every /api handler. Its steps, in order:
 * 1. a keyed call that stores its answer in its own statement is tried in one round trip
 *    (lib/http/keyed-call.ts); anything but a success carries on below;
 * 2. the caller is admitted: actor, access rule, origin (lib/http/route-caller.ts);
 * 3. a declared body over the route's cap is refused before it is read;
 * 4. params, query and body are parsed with zod (lib/http/route-input.ts), the body read
 *    once (lib/http/route-body.ts);
 * 5. the handler runs with the context built once (lib/http/route-context.ts), under the
 *    idempotency key when the call is keyed;
 * 6. every answer, and every error mapped to the contract's envelope, gets the request id
 *    and caching headers (lib/http/route-response.ts).
 */
export function defineRoute<
  PS extends ZodType | undefined = undefined,
  QS extends ZodType | undefined = undefined,
  BS extends ZodType | undefined = undefined,
  R extends AccessRule = AccessRule,
>(spec: RouteSpec<PS, QS, BS, R>): RouteHandler {
  const run = async (req: Request, next?: NextRouteArgs) => {
    const requestId = randomUUID();
    const started = performance.now();
    let status = 500;
    try {
      const { response, authenticated } = await answer(spec, req, requestId, next);
      status = response.status;
      return finishResponse(response, requestId, authenticated);
    } catch (error) {
      const response = errorResponse(error, requestId);
      status = response.status;
      return finishResponse(response, requestId, true);
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

/** Steps 1 to 5: the handler's answer, and whether it went to a signed-in caller. */
async function answer(
  spec: AnyRouteSpec,
  req: Request,
  requestId: string,
  next: NextRouteArgs | undefined,
): Promise<{ response: Response; authenticated: boolean }> {
  const rootDb = prisma();
  const body = routeBody(req, spec);
  if (isOneStatementKeyedCall(spec, req)) {
    const response = await keyedCallInOneStatement(spec, req, rootDb, requestId, body, next).catch(
      () => null,
    );
    if (response) return { response, authenticated: true };
  }
  const actor = await admitCaller(spec, req, rootDb);
  assertDeclaredLength(req, bodyLimits(spec));
  // A keyed call reads the body first: the same bytes feed the hash and the parser.
  const keyed = Boolean(spec.idempotent && actor && isMutating(req));
  const keyedBody = keyed ? await body.read() : undefined;
  const input = await parseRouteInput(spec, req, next, body.read);
  const invoke = (claim: IdempotencyClaim | null = null) =>
    callHandler(spec, buildRouteContext({ req, actor, rootDb, input, requestId, claim }));
  const response = keyedBody
    ? await answerKeyedCall(spec, rootDb, actor, req, await keyedBody.hashText(), invoke)
    : await invoke();
  return { response, authenticated: Boolean(actor) };
}
