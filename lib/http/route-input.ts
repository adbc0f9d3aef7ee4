import { ZodError, type ZodType } from 'zod';
import { AppError } from '@/lib/errors';
import { firstUncleanText } from '@/lib/http/input-text';
import type { RequestBody } from '@/lib/http/read-body';
import type { AnyRouteSpec, NextRouteArgs } from '@/lib/http/route-spec';

/** A route's parsed path parameters, query and body (undefined when it takes none). */
export interface RouteInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * Parses the path, then the query, then the body (read only when the route takes one),
 * each through its schema; the first that fails answers `common.invalidParameter`.
 */
export async function parseRouteInput(
  spec: Pick<AnyRouteSpec, 'params' | 'query' | 'body'>,
  req: Request,
  next: NextRouteArgs | undefined,
  readBody: () => Promise<RequestBody>,
): Promise<RouteInput> {
  const params = await parsePart(spec.params, (await next?.params) ?? {}, 'path');
  const query = await parsePart(spec.query, queryObject(req.url), 'query');
  const body = spec.body
    ? await parsePart(spec.body, await (await readBody()).parse(), 'body')
    : undefined;
  return { params, query, body };
}

/**
 * One part of the input: refused when any text in it holds control characters or unpaired
 * surrogates, then parsed by its schema (passed through as is without one).
 */
export async function parsePart(
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
  if (!parsed.success) throw invalidInput(parsed.error, where);
  return parsed.data;
}

/** A zod refusal as `common.invalidParameter`, naming at most ten fields by their path. */
export function invalidInput(error: ZodError, where: string): AppError {
  const fields = error.issues.map((i) => `${[where, ...i.path].join('.')}: ${i.message}`);
  return new AppError('common.invalidParameter', fields.slice(0, 10).join('; '));
}

/** The query string as an object; a repeated name keeps its last value. */
export function queryObject(url: string): Record<string, string> {
  const out: Record<string, string> = {};
  new URL(url).searchParams.forEach((v, k) => {
    out[k] = v;
  });
  return out;
}
