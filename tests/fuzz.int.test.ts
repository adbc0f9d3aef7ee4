// Bad input never gives a 500 (docs/api-conventions.md, Bad input). Every route of the
// OpenAPI document is sent generated junk (shaped after its own schema: each property with
// a value of the wrong type, random JSON, odd path ids and query values, NUL bytes and
// unpaired surrogates in any of them) and a streamed body over the JSON cap with no
// Content-Length, and must answer 2xx, or 4xx with the error envelope. (Percent-escapes
// that do not decode are Next's routing, before any handler: e2e/api-edges.spec.ts sends
// them over HTTP.)
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '@/lib/http/openapi';
import { registeredRoutes } from '@/lib/http/route-table';
import { JSON_BODY_MAX_BYTES } from '@/lib/http/read-body';
import { call, callStreamed, loginAs } from './helpers/api';

type Schema = { properties?: Record<string, unknown> };
const doc = buildOpenApi('test') as {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: Schema }> };
        parameters?: Array<{ name: string; in: string }>;
      }
    >
  >;
};

// Routes that would end the fuzzing user's own session are left out on purpose.
const SKIP = new Set(['POST /api/auth/logout']);
const routes = registeredRoutes().filter(
  (r) => r.meta && !r.external && !SKIP.has(`${r.method} ${r.path}`),
);

const junk = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    '[]',
    '{}',
    "' OR 1=1 --",
    '💥',
    'x'.repeat(5000),
    'a\u0000b',
    '\u0000',
    'x\ud800',
    '\udc00y',
    'ok\u001b[31m',
  ),
  fc.integer(),
  fc.double(),
);
const pathId = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    'abc',
    '99999999999999999999',
    '%00',
    '1;DROP',
    '\u0000',
    '7\u0000',
  ),
  fc.string({ minLength: 1, maxLength: 30 }),
);

function bodyFor(schema: Schema | undefined) {
  const names = Object.keys(schema?.properties ?? {});
  if (names.length === 0) return junk;
  return fc.oneof(
    junk,
    fc.record(Object.fromEntries(names.map((n) => [n, junk])), { requiredKeys: [] }),
  );
}

describe('schema-driven fuzz', () => {
  let token = '';
  beforeAll(async () => {
    token = await loginAs('admin2');
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s never answers 5xx',
    async (_name, route) => {
      const op = doc.paths[route.path.replace(/\{(\w+)\*\}/, '{$1}')]?.[route.method.toLowerCase()];
      const schema = op?.requestBody?.content['application/json']?.schema;
      const queryNames = (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const samples = fc.sample(
        fc.record({
          body: bodyFor(schema),
          id: pathId,
          query: fc.dictionary(
            fc.constantFrom(...queryNames, 'page', 'limit', 'sort', 'q'),
            fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('a\u0000', '\ud800', '\u0007')),
            { maxKeys: 4 },
          ),
        }),
        { numRuns: 25, seed: 20261120 },
      );
      const failures: string[] = [];
      for (const s of samples) {
        const path = route.path.replace(/\{\w+\}/g, encodeURIComponent(s.id));
        const qs = new URLSearchParams(s.query).toString();
        const url = qs ? `${path}?${qs}` : path;
        let res;
        try {
          res = await call(route.method, url, {
            token,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: s.body }),
          });
        } catch (error) {
          failures.push(`${url}: threw ${String(error)}`);
          continue;
        }
        if (res.status >= 500 || (res.status >= 400 && typeof res.body.Msg !== 'string'))
          failures.push(
            `${url} ${JSON.stringify(s.body)?.slice(0, 120)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
      }
      expect(failures).toEqual([]);
    },
  );

  it.each(
    routes
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))
      .map((r) => [`${r.method} ${r.path}`, r] as const),
  )('%s refuses a streamed body over the JSON cap without a 5xx', async (_name, route) => {
    const path = route.path.replace(/\{\w+\*\}/, '1/x').replace(/\{\w+\}/g, '1');
    for (const contentType of ['application/json', 'multipart/form-data; boundary=x']) {
      const res = await callStreamed(route.method, path, JSON_BODY_MAX_BYTES + 256 * 1024, {
        token,
        contentType,
      });
      expect(res.status, `${contentType} -> ${JSON.stringify(res.body)}`).toBeLessThan(500);
      if (res.status >= 400) expect(typeof res.body.Msg).toBe('string');
    }
  });
});
