/**
 * The single source of who may do what: server checks (defineRoute), page gating (proxy
 * and layouts) and the sidebar all read this module. It imports nothing server-only so
 * client components can use it for comfort; the server still checks every call.
 */

export const AREAS = [
  'wms',
  'order',
  'coupon',
  'po',
  'payment',
  'product',
  'packing',
  'packing_admin',
  'report',
  'delivery',
  'platform',
  'customer',
  'express',
  'order_return',
] as const;
export type Area = (typeof AREAS)[number];

export const GROUP = {
  admin: 1,
  owner: 2,
  employee: 3,
  agent: 4,
  delivery: 5,
  customer: 6,
} as const;
export type GroupId = (typeof GROUP)[keyof typeof GROUP];
export const GROUP_IDS: readonly GroupId[] = [1, 2, 3, 4, 5, 6];

/** 0 none, 1 view, 2 edit, 3 manage (approve, cancel, delete, close). */
export const LEVEL = { none: 0, view: 1, edit: 2, manage: 3 } as const;
export type Level = 0 | 1 | 2 | 3;

export type RoleLevels = Partial<Record<Area, Level>>;

export interface Subject {
  groupId: number;
  roles: RoleLevels;
  /**
   * The operator of the whole service (not of one shop): decides the sign-up requests of
   * new shops. A flag on the user, never implied by a group.
   */
  isPlatformOperator?: boolean;
  /** The spec's employee flag: the inventory menu shows its "(employee)" entries. */
  isEmployee?: boolean;
  /**
   * The spec's read-only flag: every area level at most 1 (view), whatever the roles or
   * the group say; the navbar says so. Group rules (admin screens) are not levels.
   */
  readOnly?: boolean;
}

export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'area'; area: Area; level: Exclude<Level, 0> }
  /** Any one of several area levels (e.g. a slip upload: order edit or payment edit). */
  | { kind: 'anyArea'; areas: ReadonlyArray<{ area: Area; level: Exclude<Level, 0> }> }
  /**
   * An "(employee)" screen of the spec: the area level, and the employee flag (admins and
   * owners always; showsEmployeeEntries).
   */
  | { kind: 'employee'; area: Area; level: Exclude<Level, 0> }
  | { kind: 'admin' }
  /** The operator of the service (Subject.isPlatformOperator), whatever their group. */
  | { kind: 'operator' };

export const access = {
  public: () => ({ kind: 'public' }) as const,
  signedIn: () => ({ kind: 'signedIn' }) as const,
  area: (area: Area, level: Exclude<Level, 0> = 1) => ({ kind: 'area', area, level }) as const,
  anyArea: (...areas: Array<[Area, Exclude<Level, 0>]>) =>
    ({ kind: 'anyArea', areas: areas.map(([area, level]) => ({ area, level })) }) as const,
  employee: (area: Area, level: Exclude<Level, 0> = 1) =>
    ({ kind: 'employee', area, level }) as const,
  admin: () => ({ kind: 'admin' }) as const,
  /** Spec section 6: the TikTok screens are for group 1 (Admin) only. */
  tiktok: () => ({ kind: 'admin' }) as const,
  operator: () => ({ kind: 'operator' }) as const,
} satisfies Record<string, (...args: never[]) => AccessRule>;

export const isAdmin = (s: Subject | null | undefined): boolean => s?.groupId === GROUP.admin;
export const isPlatformOperator = (s: Subject | null | undefined): boolean =>
  s?.isPlatformOperator === true;

/**
 * Admins and owners hold every area at manage; everyone else what their Roles say. A
 * read-only user holds each of those levels at most at 1 (view).
 */
export function levelOf(s: Subject, area: Area): Level {
  const level = grantedLevel(s, area);
  return s.readOnly && level > LEVEL.view ? LEVEL.view : level;
}

function grantedLevel(s: Subject, area: Area): Level {
  if (s.groupId === GROUP.admin || s.groupId === GROUP.owner) return LEVEL.manage;
  const v = s.roles[area];
  return v === 1 || v === 2 || v === 3 ? v : 0;
}

/**
 * The "(employee)" entries of the inventory menu (history, waiting-to-ship products): for
 * users with the employee flag, and for admins and owners, who see every entry.
 */
export const showsEmployeeEntries = (s: Subject | null | undefined): boolean =>
  Boolean(s && (s.isEmployee || s.groupId === GROUP.admin || s.groupId === GROUP.owner));

export function allows(s: Subject | null | undefined, rule: AccessRule): boolean {
  switch (rule.kind) {
    case 'public':
      return true;
    case 'signedIn':
      return Boolean(s);
    case 'admin':
      return isAdmin(s);
    case 'operator':
      return isPlatformOperator(s);
    case 'area':
      return Boolean(s) && levelOf(s as Subject, rule.area) >= rule.level;
    case 'anyArea':
      return Boolean(s) && rule.areas.some((r) => levelOf(s as Subject, r.area) >= r.level);
    case 'employee':
      return showsEmployeeEntries(s) && levelOf(s as Subject, rule.area) >= rule.level;
  }
}

/** Reads a Roles value from the database or a form: unknown areas and bad levels dropped. */
export function normaliseRoles(input: unknown): RoleLevels {
  const raw = typeof input === 'string' ? safeJson(input) : input;
  const out: RoleLevels = {};
  if (!raw || typeof raw !== 'object') return out;
  const record = raw as Record<string, unknown>;
  for (const area of AREAS) {
    // The platform level was once written under the misspelt key "plaform".
    const v = Number(record[area] ?? (area === 'platform' ? record.plaform : undefined) ?? 0);
    if (v === 1 || v === 2 || v === 3) out[area] = v;
  }
  return out;
}

/** The Roles string of the signed-in user: every area, plus the legacy `plaform` key. */
export function rolesString(s: Subject): string {
  const full: Record<string, number> = {};
  for (const area of AREAS) full[area] = levelOf(s, area);
  full.plaform = full.platform ?? 0;
  return JSON.stringify(full);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
