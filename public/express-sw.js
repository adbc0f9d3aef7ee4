/* The driver's page (/express) opens without a network (docs/express.md, "Offline").
 *
 * Scope /express only: no other screen is kept on the phone. The page itself is asked of
 * the server first and kept when it answers; with no answer the last copy is shown (marked
 * with the header x-express-offline so the page and the tests can tell). The page's
 * scripts and styles under /_next/static never change under one name, so a kept copy is
 * used before the network. Calls under /api are never kept: the route list and the queue
 * live in the page's own storage (components/express/queue-store.ts). Signing out deletes
 * every cache named express-*.
 */
const PAGES = 'express-pages-v1';
const ASSETS = 'express-assets-v1';
const KEEP = [PAGES, ASSETS];

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((n) => n.startsWith('express-') && !KEEP.includes(n))
          .map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

const isAsset = (url) =>
  url.origin === self.location.origin && url.pathname.startsWith('/_next/static/');

const inScope = (url) => url.pathname === '/express' || url.pathname.startsWith('/express/');

/** A page worth keeping: our own, whole, not a redirect to the sign-in page. */
const keepable = (response) => response.ok && response.type === 'basic' && !response.redirected;

async function pageFirstFromNetwork(request) {
  const cache = await caches.open(PAGES);
  const key = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (keepable(response)) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key, { ignoreVary: true, ignoreSearch: true });
    if (!kept) throw error;
    const headers = new Headers(kept.headers);
    headers.set('x-express-offline', '1');
    return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
  }
}

async function assetFromCache(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) await cache.put(request, response.clone());
  return response;
}

/** The page's first load happened before this worker ran: it names what it loaded. */
async function keepLoaded(urls) {
  const pages = await caches.open(PAGES);
  const assets = await caches.open(ASSETS);
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href, self.location.origin);
      if (url.origin !== self.location.origin) return;
      const asset = isAsset(url);
      if (!asset && !inScope(url)) return;
      if (asset && (await assets.match(url.href))) return;
      try {
        const response = await fetch(url.href, { credentials: 'same-origin' });
        if (!keepable(response)) return;
        if (asset) await assets.put(url.href, response);
        else await pages.put(url.pathname, response);
      } catch {
        // no network now: kept on the next visit
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'express-keep' && Array.isArray(data.urls)) {
    event.waitUntil(
      keepLoaded(data.urls.filter((u) => typeof u === 'string')).then(() => {
        if (event.source) event.source.postMessage({ type: 'express-kept' });
      }),
    );
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageFirstFromNetwork(request));
  } else if (isAsset(url)) {
    event.respondWith(assetFromCache(request));
  }
});
