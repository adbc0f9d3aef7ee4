import type { RouteMeta } from '@/lib/http/define-route';
import { ROUTE_MODULES } from '@/lib/http/route-table.generated';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface RegisteredRoute {
  path: string;
  file: string;
  method: HttpMethod;
  handler: (
    req: Request,
    ctx?: { params?: Promise<Record<string, string | string[]>> },
  ) => Promise<Response>;
  /** Undefined when the export was not made by defineRoute or declareExternalRoute. */
  meta: RouteMeta | undefined;
  external: boolean;
}

/** Every exported method of every app/api route module. */
export function registeredRoutes(): RegisteredRoute[] {
  return ROUTE_MODULES.flatMap(({ path, file, module }) =>
    HTTP_METHODS.filter((m) => m in module).map((method) => {
      const handler = (module as Record<string, unknown>)[method] as RegisteredRoute['handler'] & {
        route?: RouteMeta;
        external?: boolean;
      };
      return {
        path,
        file,
        method,
        handler,
        meta: handler.route,
        external: Boolean(handler.external),
      };
    }),
  );
}
