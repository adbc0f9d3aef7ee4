'use client';

// The driver's page opens without a network: a service worker scoped to /express keeps the
// page and its scripts (public/express-sw.js, docs/express.md "Offline"). Production only:
// in development the scripts change under the same names.

export const EXPRESS_WORKER_URL = '/express-sw.js';
export const EXPRESS_SCOPE = '/express';
const CACHE_PREFIX = 'express-';

/** What the page loaded before the worker ran: itself and its scripts and styles. */
export function loadedUrls(here: string, resources: readonly string[]): string[] {
  const kept = resources.filter((u) => {
    try {
      return new URL(u, 'http://x').pathname.startsWith('/_next/static/');
    } catch {
      return false;
    }
  });
  return [here, ...new Set(kept)];
}

/** Registers the worker and hands it what this first load fetched, to keep. */
export async function keepExpressOffline(): Promise<void> {
  if (process.env.NODE_ENV !== 'production') return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(EXPRESS_WORKER_URL, { scope: EXPRESS_SCOPE });
    const ready = await navigator.serviceWorker.ready;
    const urls = loadedUrls(
      window.location.pathname,
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    ready.active?.postMessage({ type: 'express-keep', urls });
  } catch {
    // no worker (private mode, old browser): the page works online as before
  }
}

/** Signing out: nothing of the driver's page stays on the phone for the next person. */
export async function forgetExpressOffline(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX)).map((n) => caches.delete(n)));
  } catch {
    // storage refused: nothing was kept
  }
}
