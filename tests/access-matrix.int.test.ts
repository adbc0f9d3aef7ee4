// Walks every /api route in the route table for every seed user (and no user) and checks
// the answer against lib/auth/permissions.ts. A route without a declared rule fails, so a
// new route cannot be forgotten. Calls use a non-existent id and an empty body: an
// allowed call then ends in a validation or not-found answer, with no effect.
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { AREAS, allows, normaliseRoles, type Subject } from '@/lib/auth/permissions';
import { hashPassword } from '@/lib/auth/password';
import { registeredRoutes, type RegisteredRoute } from '@/lib/http/route-table';
import { prisma } from '@/lib/db';
import { call, loginAs } from './helpers/api';

// The seed users (every group), plus employees holding every area at exactly level 1, 2
// and 3, so each area rule is checked on both sides of its level.
const LEVEL_USERS = [1, 2, 3].map((level) => ({ username: `matrix.level${level}`, level }));
// An owner and an employee holding every area at 3 but read-only: every level at most 1.
const READ_ONLY_USERS = [
  { username: 'matrix.readonly', groupId: 3 },
  { username: 'matrix.readonlyowner', groupId: 2 },
];
const USERS = [
  'admin',
  'owner',
  'staff',
  'agent',
  'delivery',
  'customer',
  'operator',
  'admin2',
  ...LEVEL_USERS.map((u) => u.username),
  ...READ_ONLY_USERS.map((u) => u.username),
];
const routes = registeredRoutes();

// Routes whose call would end the caller's own session run last.
const endsSession = (r: RegisteredRoute) => r.path === '/api/auth/logout';
const ordered = [...routes.filter((r) => !endsSession(r)), ...routes.filter(endsSession)];

function concretePath(r: RegisteredRoute): string {
  return r.path.replace(/\{\w+\*\}/, 'session').replace(/\{\w+\}/g, '999999999');
}

describe('route table', () => {
  it('is up to date with app/api', () => {
    expect(() =>
      execFileSync(
        process.execPath,
        ['node_modules/tsx/dist/cli.mjs', 'scripts/gen-route-table.ts', '--check'],
        { stdio: 'pipe' },
      ),
    ).not.toThrow();
  });

  it('declares an access rule on every exported handler', () => {
    const undeclared = routes.filter((r) => !r.meta).map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
    expect(routes.length).toBeGreaterThan(5);
  });

  it('keeps every /api/v1/admin/ route for admins, and the sign-up requests for the operator', () => {
    const loose = routes.filter(
      (r) =>
        r.path.startsWith('/api/v1/admin/') &&
        r.meta?.access.kind !== (r.path.startsWith('/api/v1/admin/signup') ? 'operator' : 'admin'),
    );
    expect(loose.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });
});

describe('access matrix', () => {
  const subjects = new Map<string, { token: string; subject: Subject }>();

  beforeAll(async () => {
    const demo = await prisma().enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } });
    const passwordHash = await hashPassword('demo1234');
    for (const { username, level } of LEVEL_USERS) {
      const roles = Object.fromEntries(AREAS.map((a) => [a, level]));
      await prisma().user.upsert({
        where: { id: (await prisma().user.findFirst({ where: { username } }))?.id ?? 0 },
        update: { roles, status: 1, passwordHash },
        create: {
          enterpriseId: demo.id,
          username,
          passwordHash,
          firstName: 'Matrix',
          groupId: 3,
          roles,
        },
      });
    }
    for (const { username, groupId } of READ_ONLY_USERS) {
      const roles = Object.fromEntries(AREAS.map((a) => [a, 3]));
      await prisma().user.upsert({
        where: { id: (await prisma().user.findFirst({ where: { username } }))?.id ?? 0 },
        update: { roles, status: 1, passwordHash, isReadOnly: true, groupId },
        create: {
          enterpriseId: demo.id,
          username,
          passwordHash,
          firstName: 'Matrix',
          groupId,
          roles,
          isReadOnly: true,
        },
      });
    }
    for (const username of USERS) {
      const user = await prisma().user.findFirstOrThrow({
        where: { username },
        select: {
          groupId: true,
          roles: true,
          isPlatformOperator: true,
          isEmployee: true,
          isReadOnly: true,
        },
      });
      subjects.set(username, {
        token: await loginAs(username),
        subject: {
          groupId: user.groupId,
          roles: normaliseRoles(user.roles),
          isPlatformOperator: user.isPlatformOperator,
          isEmployee: user.isEmployee,
          readOnly: user.isReadOnly,
        },
      });
    }
  });

  // next-auth's own handler needs Next's request scope (it calls cookies()); its rule is
  // checked here and its answers by e2e/auth-api.spec.ts against the running app.
  const external = ordered.filter((r) => r.external);
  it.each(external.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s is a declared public library route',
    (_name, route) => {
      expect(route.meta?.access.kind).toBe('public');
    },
  );

  it.each(ordered.filter((r) => !r.external).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s',
    async (_name, route) => {
      const failures: string[] = [];
      const path = concretePath(route);
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';

      const anonymous = await call(route.method, path, withBody ? { body: {} } : {});
      if (route.meta!.access.kind === 'public') {
        if (anonymous.status === 403 || anonymous.body.Msg === 'auth.unauthorized')
          failures.push(`anonymous refused on a public route (${anonymous.status})`);
      } else if (anonymous.status !== 401 || anonymous.body.Msg !== 'auth.unauthorized') {
        failures.push(`anonymous got ${anonymous.status} ${anonymous.body.Msg}`);
      }

      for (const username of USERS) {
        const { token, subject } = subjects.get(username)!;
        const res = await call(route.method, path, withBody ? { token, body: {} } : { token });
        const refused = res.status === 403 && res.body.Msg === 'common.accessDenied';
        const allowed = allows(subject, route.meta!.access);
        if (res.status === 401) failures.push(`${username}: 401 with a valid token`);
        if (allowed && refused) failures.push(`${username}: refused but the permissions allow`);
        if (!allowed && !refused)
          failures.push(`${username}: ${res.status} ${res.body.Msg} but the permissions refuse`);
        if (res.status >= 500)
          failures.push(`${username}: ${res.status} ${JSON.stringify(res.body)}`);
      }
      expect(failures).toEqual([]);
    },
  );
});
