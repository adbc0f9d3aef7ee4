import { z, type ZodType } from 'zod';
import type { AccessRule } from '@/lib/auth/permissions';
import { ERROR_STATUS } from '@/lib/errors';
import { registeredRoutes } from '@/lib/http/route-table';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  const out = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as JsonSchema;
  delete out.$schema;
  return out;
}

function describeAccess(rule: AccessRule): string {
  switch (rule.kind) {
    case 'public':
      return 'public';
    case 'signedIn':
      return 'any signed-in user';
    case 'admin':
      return 'admin (group 1) only';
    case 'operator':
      return 'the operator of the service only (a flag on the user, not a group)';
    case 'area':
      return `${rule.area} level >= ${rule.level} (admins and owners always)`;
    case 'employee':
      return `${rule.area} level >= ${rule.level} and the employee flag (admins and owners always)`;
    case 'anyArea':
      return `${rule.areas.map((r) => `${r.area} level >= ${r.level}`).join(' or ')} (admins and owners always)`;
  }
}

function parameters(schema: ZodType | undefined, where: 'path' | 'query') {
  const s = toSchema(schema);
  const props = (s?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s?.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, prop]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: prop,
  }));
}

/** A body with a file field (format binary, see lib/storage/file-field.ts) is a multipart form. */
function bodyMediaType(body: JsonSchema): string {
  const props = (body.properties ?? {}) as Record<string, JsonSchema>;
  return Object.values(props).some((p) => p.format === 'binary')
    ? 'multipart/form-data'
    : 'application/json';
}

const envelope = (datum?: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: {
    Msg: { type: 'string', description: 'catalogue key' },
    ...(datum ? { Datum: datum } : {}),
  },
  required: ['Msg'],
});

/**
 * The OpenAPI 3 document of every route in the route table, built from the same zod
 * schemas that validate the requests; nothing here is written by hand per route.
 */
export function buildOpenApi(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const r of registeredRoutes()) {
    if (!r.meta) continue;
    const { meta } = r;
    const path = r.path.replace(/\{(\w+)\*\}/, '{$1}');
    const body = toSchema(meta.body);
    const response = toSchema(meta.response);
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = {
      summary: meta.summary,
      tags: meta.tags.length ? meta.tags : ['other'],
      description: `Access: ${describeAccess(meta.access)}.`,
      'x-access': meta.access,
      security: meta.access.kind === 'public' ? [] : [{ bearer: [] }, { cookie: [] }],
      parameters: [...parameters(meta.params, 'path'), ...parameters(meta.query, 'query')],
      ...(body
        ? { requestBody: { required: true, content: { [bodyMediaType(body)]: { schema: body } } } }
        : {}),
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: envelope(response) } },
        },
        default: {
          description: 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Back Office API',
      version,
      description:
        'JSON in and out; money as decimal strings; times ISO 8601; errors { Msg, Cause } with catalogue keys.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWE' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'next-auth.session-token' },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            Msg: { type: 'string', enum: Object.keys(ERROR_STATUS) },
            Cause: { type: 'string' },
            Datum: {
              type: 'object',
              description: 'details of some errors, e.g. the rows of a failed import',
            },
          },
          required: ['Msg'],
        },
      },
    },
  };
}
