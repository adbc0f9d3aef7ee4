// Connecting a shop of a local platform (scripts/sandbox/platforms/) through its
// authorization page, as a seller would.
import { expect } from 'vitest';
import type { PlatformName } from '@/lib/domain/platforms/connector';
import { call, type ApiResult } from './api';

/** Follows the one button of a platform's authorization page: the callback's address. */
export async function authorizeLink(url: string): Promise<URL> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const href = /<a id="sandbox-authorize" href="([^"]+)"/.exec(await page.text())?.[1];
  expect(href).toBeTruthy();
  return new URL(href!.replace(/&amp;/g, '&'));
}

/** Connects a shop of `platform` for the person of `token`: the callback's answer. */
export async function connectThroughPage(
  token: string,
  platform: PlatformName,
): Promise<ApiResult> {
  const res = await call<{ Datum: { url: string } }>('GET', `/api/platform/${platform}/connect`, {
    token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const back = await authorizeLink(res.body.Datum.url);
  return call('GET', `/api/platform/${platform}/callback${back.search}`, { token });
}
