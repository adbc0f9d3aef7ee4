import type { AccessRule, Area, Level } from '@/lib/auth/permissions';
import { pageAt } from '@/lib/navigation/pages';

/** What a refused screen needs, for the forbidden page to say so. */
export type Requirement =
  | {
      kind: 'areas';
      areas: ReadonlyArray<{ area: Area; level: Exclude<Level, 0> }>;
      /** The screen also needs the employee flag (an "(employee)" screen). */
      employee?: true;
    }
  | { kind: 'admin' }
  | { kind: 'operator' };

export interface Refusal {
  /** The refused screen's title (a key under "nav"). */
  title: string;
  requirement: Requirement | null;
}

function requirementOf(rule: AccessRule): Requirement | null {
  switch (rule.kind) {
    case 'area':
      return { kind: 'areas', areas: [{ area: rule.area, level: rule.level }] };
    case 'anyArea':
      return { kind: 'areas', areas: rule.areas };
    case 'employee':
      return { kind: 'areas', areas: [{ area: rule.area, level: rule.level }], employee: true };
    case 'admin':
      return { kind: 'admin' };
    case 'operator':
      return { kind: 'operator' };
    default:
      return null;
  }
}

/**
 * The screen named by /forbidden's `refused` parameter and what it needs; null when the
 * parameter names no screen of the page table (it comes from the address bar).
 */
export function refusalOf(refused: string | null | undefined): Refusal | null {
  if (!refused || !refused.startsWith('/')) return null;
  const page = pageAt(refused);
  if (!page) return null;
  return { title: page.title, requirement: requirementOf(page.rule) };
}
