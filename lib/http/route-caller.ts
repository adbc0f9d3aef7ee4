import type { RootDb } from '@/lib/db';
import { resolveActor, type Actor } from '@/lib/auth/actor';
import { allows, type AccessRule } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { clientIp } from '@/lib/http/client-address';
import { isSameOrigin } from '@/lib/http/request-info';
import { isMutating } from '@/lib/http/route-spec';

/**
 * Who is calling, and may they: the actor of the token (bearer or cookie; revoked sessions
 * and blocked users are nobody), refused with `auth.unauthorized` when the route needs one,
 * `common.accessDenied` when the access rule says no, and `common.originRejected` for a
 * cookie's change sent from another site. Null for an anonymous caller of a public route.
 */
export async function admitCaller(
  spec: { access: AccessRule },
  req: Request,
  rootDb: RootDb,
): Promise<Actor | null> {
  const actor = await resolveActor(rootDb, req.headers);
  if (actor) actor.ip = clientIp(req.headers);
  if (spec.access.kind !== 'public' && !actor) throw new AppError('auth.unauthorized');
  if (!allows(actor, spec.access)) throw new AppError('common.accessDenied');
  if (actor && actor.via === 'cookie' && isMutating(req) && !isSameOrigin(req.headers, req.url)) {
    throw new AppError('common.originRejected', 'cross-site request');
  }
  return actor;
}
