import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/lib/http/api-paths.generated';

// Every call the product specification lists (section 7, written out one per line in
// tests/fixtures/spec-calls.txt) has a route that takes its method: nothing the spec's
// screens call answers 404 or 405.

const SPEC = readFileSync(path.join(__dirname, '../fixtures/spec-calls.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => {
    const [method, p] = l.split(/\s+/);
    return { method: method!, path: p! };
  });

/** A route path as a pattern: `{x}` one segment, `{x*}` one or more. */
function pattern(route: string): RegExp {
  const body = route
    .split('/')
    .map((seg) =>
      /^\{\w+\*\}$/.test(seg)
        ? '.+'
        : /^\{\w+\}$/.test(seg)
          ? '[^/]+'
          : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}$`);
}

const ROUTES = API_PATHS.map(([route, methods]) => ({ route, methods, re: pattern(route) }));

/** The routes a spec path reaches, its parameters standing for any one segment. */
function routesFor(specPath: string) {
  const sample = specPath.replace(/\{\w+\}/g, '7');
  // A literal route wins over a parameter one, as in the router.
  return ROUTES.filter((r) => r.re.test(sample));
}

describe('the specification’s calls', () => {
  it('are written out', () => {
    expect(SPEC.length).toBeGreaterThan(150);
    for (const c of SPEC) expect(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']).toContain(c.method);
  });

  it.each(SPEC.map((c) => [`${c.method} ${c.path}`, c] as const))('%s has a route', (_, c) => {
    const routes = routesFor(c.path);
    expect(routes.length, `no route for ${c.path}`).toBeGreaterThan(0);
    expect(
      routes.some((r) => r.methods.includes(c.method)),
      `${c.path} takes ${routes.map((r) => r.methods.join(',')).join(' / ')}`,
    ).toBe(true);
  });
});
