import 'server-only';
import { notFound } from 'next/navigation';
import type { Actor } from '@/lib/auth/actor';
import { levelOf, type Area, type Level } from '@/lib/auth/permissions';
import { requirePage } from '@/lib/auth/server-session';
import { tenantDb, type TenantDb } from '@/lib/db';
import { isAppError } from '@/lib/errors';
import { idParam } from '@/lib/domain/shared/list-query';

/**
 * What a server page works with, built once: the page's counterpart of defineRoute's
 * context. The actor is the one allowed on the page (otherwise requirePage has already
 * redirected to sign-in or to /forbidden); `db` is scoped to the actor's enterprise.
 */
export interface PageContext {
  actor: Actor;
  db: TenantDb;
  /** The actor's level in an area (0 none .. 3 manage), as the server checks it. */
  level(area: Area): Level;
  /**
   * The row a page is about, or Next's not-found page: a service's refusal (the row is
   * not there, or is another enterprise's, which is the same thing) and an empty answer
   * both render "not found", never an error page.
   */
  found<T>(row: Promise<T | null | undefined>): Promise<T>;
}

/** For a server page at `path`: the signed-in actor, the enterprise's db and its levels. */
export async function pageContext(path: string): Promise<PageContext> {
  const actor = await requirePage(path);
  return {
    actor,
    db: tenantDb(actor.enterpriseId),
    level: (area) => levelOf(actor, area),
    found: (row) => foundOrNotFound(row),
  };
}

async function foundOrNotFound<T>(row: Promise<T | null | undefined>): Promise<T> {
  const value = await row.catch((e: unknown) => (isAppError(e) ? null : Promise.reject(e)));
  if (value === null || value === undefined) notFound();
  return value;
}

/** The numeric id of a page's path or query, or the not-found page when it is not one. */
export function pageId(raw: string | string[] | undefined): number {
  const id = idParam.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!id.success) notFound();
  return id.data;
}
