import type { RouteMeta } from '@/lib/http/define-route';
import type { AccessRule } from '@/lib/auth/permissions';

/**
 * For the rare handler a library owns (next-auth): declares its access rule so the route
 * table, the access matrix and the OpenAPI document still know it.
 */
export function declareExternalRoute<H extends (...args: never[]) => unknown>(
  handler: H,
  meta: { access: AccessRule; summary: string; tags?: string[] },
): H & { route: RouteMeta; external: true } {
  const wrapped = ((...args: Parameters<H>) => handler(...args)) as H;
  return Object.assign(wrapped, {
    route: { access: meta.access, summary: meta.summary, tags: meta.tags ?? [] },
    external: true as const,
  });
}
