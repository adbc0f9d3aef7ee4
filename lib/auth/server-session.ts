import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { prisma } from '@/lib/db';
import { resolveActor, type Actor } from '@/lib/auth/actor';
import { allows } from '@/lib/auth/permissions';
import { pageAt } from '@/lib/navigation/pages';
import { refusedPath } from '@/lib/navigation/home';

/** The signed-in user of the page being rendered, checked against the session row once per request. */
export const currentActor = cache(async (): Promise<Actor | null> =>
  resolveActor(prisma(), await headers()),
);

/** For server components: the actor allowed on this page, or a redirect (login, or /forbidden naming it). */
export async function requirePage(path: string): Promise<Actor> {
  const actor = await currentActor();
  if (!actor) redirect(`/login?returnUrl=${encodeURIComponent(path)}`);
  const page = pageAt(path);
  if (page && !allows(actor, page.rule)) redirect(refusedPath(path));
  return actor;
}
