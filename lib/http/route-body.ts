import { bodyLimits, readRequestBody, type RequestBody } from '@/lib/http/read-body';

/** The request body, read at most once whichever step asks first. */
export interface RouteBody {
  read(): Promise<RequestBody>;
}

/**
 * A body read once within the route's limits: the keyed call's hash and the body parser
 * see the same bytes, and a step that does not need the body never reads it.
 */
export function routeBody(req: Request, spec: { maxBodyBytes?: number }): RouteBody {
  let once: Promise<RequestBody> | undefined;
  return { read: () => (once ??= readRequestBody(req, bodyLimits(spec))) };
}
