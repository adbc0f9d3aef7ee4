import { API_PATHS } from '@/lib/http/api-paths.generated';

/**
 * What the proxy answers itself for an /api request no route would answer well: a path
 * whose percent-escapes do not decode (Next would fail with a bare 500), a path no route
 * serves (Next's HTML 404) and a method the route does not take (Next's empty 405). Each
 * gets the JSON envelope with a catalogue key; anything else goes on to its route.
 */
export type ApiRefusal =
  | { status: 400; key: 'common.invalidParameter'; cause: string }
  | { status: 404; key: 'common.notFound'; cause: string }
  | { status: 405; key: 'common.methodNotAllowed'; cause: string; allow: string };

interface CompiledPath {
  re: RegExp;
  methods: readonly string[];
  literals: number;
}

const compiled: CompiledPath[] = API_PATHS.map(([pattern, methods]) => ({
  re: new RegExp(
    '^' +
      pattern
        .replace(/\{\w+\*\}/, '[^/]+(?:/[^/]+)*')
        .replace(/\{\w+\}/g, '[^/]+')
        .replace(/\./g, '\\.') +
      '/?$',
  ),
  methods,
  literals: pattern.split('/').filter((s) => s && !s.startsWith('{')).length,
})).sort((a, b) => b.literals - a.literals);

/** Paths without a parameter, by their text: the common case is one lookup. */
const literal = new Map(
  API_PATHS.filter(([pattern]) => !pattern.includes('{')).map(([pattern, methods]) => [
    pattern,
    methods,
  ]),
);

/** HEAD is answered by a route's GET, OPTIONS by Next itself (the Allow header). */
const allows = (methods: readonly string[], method: string) =>
  method === 'OPTIONS' || methods.includes(method === 'HEAD' ? 'GET' : method);

export function apiRefusal(method: string, rawPathname: string): ApiRefusal | null {
  const segments = rawPathname.split('/');
  for (const segment of segments) {
    try {
      decodeURIComponent(segment);
    } catch {
      return {
        status: 400,
        key: 'common.invalidParameter',
        cause: 'path: a percent-escape that is not UTF-8',
      };
    }
  }
  // As Next routes: the path with the most literal segments wins (/customers/export over
  // /customers/{id}), and only its route's methods count.
  const exact = literal.get(rawPathname.length > 1 ? rawPathname.replace(/\/$/, '') : rawPathname);
  const route = exact ? { methods: exact } : compiled.find((c) => c.re.test(rawPathname));
  if (!route) return { status: 404, key: 'common.notFound', cause: 'no such API path' };
  if (allows(route.methods, method)) return null;
  const allow = route.methods.join(', ');
  return {
    status: 405,
    key: 'common.methodNotAllowed',
    cause: `${method} is not taken here; allowed: ${allow}`,
    allow,
  };
}
