// A part of the app (a chunk: a script or stylesheet the bundler splits off) that fails to
// load, or does not arrive within the spec's 120 s, must not leave a blank screen: the
// person gets a message and a reload button (components/layout/chunk-load-guard.tsx and
// app/error.tsx). Next 16 builds with Turbopack, which has no chunk timeout setting (and a
// webpack() hook in next.config is refused under it; webpack's own default is 120 s), so
// the timeout is kept here, in the browser, over every chunk the page adds.

/** Spec section 9: the chunk load timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const CHUNK_MESSAGE =
  /Loading (CSS )?chunk \S+ failed|Failed to load chunk|error loading dynamically imported module|Importing a module script failed|Failed to fetch dynamically imported module/i;

/** A chunk that failed to load, as the bundlers and browsers report it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: unknown; message?: unknown };
  if (e.name === 'ChunkLoadError') return true;
  return typeof e.message === 'string' && CHUNK_MESSAGE.test(e.message);
}

/** A script or stylesheet of the app's own build (/_next/static/...). */
export function isChunkElement(node: Node): node is Element {
  if (node.nodeType !== 1) return false; // an element
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (tag === 'SCRIPT') return (el.getAttribute('src') ?? '').includes('/_next/static/');
  if (tag === 'LINK')
    return (
      el.getAttribute('rel') === 'stylesheet' &&
      (el.getAttribute('href') ?? '').includes('/_next/static/')
    );
  return false;
}

/**
 * Watches the chunks the page adds from now on: one that fails, or has not loaded within
 * `timeoutMs`, calls `onFailed`; so does a chunk error nobody caught. Answers the stop.
 */
export function watchChunkLoads(
  win: Window,
  onFailed: () => void,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => void {
  const pending = new Map<Element, { timer: number; stop: () => void }>();
  const watch = (el: Element) => {
    if (pending.has(el)) return;
    const stop = () => {
      const entry = pending.get(el);
      if (entry) win.clearTimeout(entry.timer);
      pending.delete(el);
      el.removeEventListener('load', stop);
      el.removeEventListener('error', fail);
    };
    const fail = () => {
      stop();
      onFailed();
    };
    el.addEventListener('load', stop);
    el.addEventListener('error', fail);
    pending.set(el, { timer: win.setTimeout(fail, timeoutMs), stop });
  };
  const Observer = (win as Window & { MutationObserver: typeof MutationObserver }).MutationObserver;
  const observer = new Observer((records: MutationRecord[]) => {
    for (const record of records) {
      record.addedNodes.forEach((node: Node) => {
        if (isChunkElement(node)) watch(node);
      });
    }
  });
  observer.observe(win.document.documentElement, { childList: true, subtree: true });
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error)) onFailed();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) onFailed();
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    observer.disconnect();
    for (const entry of [...pending.values()]) entry.stop();
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
