import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  isChunkElement,
  isChunkLoadError,
  watchChunkLoads,
} from '@/lib/navigation/chunk-load';

/** A DOM element as the watcher sees it: a tag, attributes and its load/error listeners. */
class FakeElement {
  readonly nodeType = 1;
  readonly listeners = new Map<string, Set<() => void>>();
  constructor(
    readonly tagName: string,
    private readonly attrs: Record<string, string>,
  ) {}
  getAttribute(name: string) {
    return this.attrs[name] ?? null;
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(fn));
  }
  removeEventListener(type: string, fn: () => void) {
    this.listeners.get(type)?.delete(fn);
  }
  fire(type: string) {
    for (const fn of [...(this.listeners.get(type) ?? [])]) fn();
  }
}

/** A window with a MutationObserver the test feeds by hand. */
function fakeWindow() {
  let observe: ((records: Array<{ addedNodes: FakeElement[] }>) => void) | null = null;
  const events = new Map<string, Set<(e: unknown) => void>>();
  const win = {
    document: { documentElement: {} },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
    MutationObserver: class {
      constructor(cb: typeof observe) {
        observe = cb;
      }
      observe() {}
      disconnect() {
        observe = null;
      }
    },
    addEventListener: (type: string, fn: (e: unknown) => void) =>
      events.set(type, (events.get(type) ?? new Set()).add(fn)),
    removeEventListener: (type: string, fn: (e: unknown) => void) => events.get(type)?.delete(fn),
  };
  return {
    win: win as unknown as Window,
    add: (...nodes: FakeElement[]) => observe?.([{ addedNodes: nodes }]),
    emit: (type: string, event: unknown) => events.get(type)?.forEach((fn) => fn(event)),
  };
}

const script = (src: string) => new FakeElement('SCRIPT', { src });

describe('chunk load errors', () => {
  it('are told apart from other errors', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('come from the scripts and stylesheets of the build only', () => {
    const node = (el: FakeElement) => el as unknown as Node;
    expect(isChunkElement(node(script('/_next/static/chunks/a.js')))).toBe(true);
    expect(isChunkElement(node(script('https://www.google.com/recaptcha/api.js')))).toBe(false);
    expect(
      isChunkElement(
        node(new FakeElement('LINK', { rel: 'stylesheet', href: '/_next/static/css/a.css' })),
      ),
    ).toBe(true);
    expect(
      isChunkElement(
        node(new FakeElement('LINK', { rel: 'preload', href: '/_next/static/css/a.css' })),
      ),
    ).toBe(false);
  });
});

describe('watchChunkLoads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a chunk that fails, or has not loaded in 120 s, and not one that loaded', () => {
    const { win, add } = fakeWindow();
    const failed = vi.fn();
    const stop = watchChunkLoads(win, failed);
    const loaded = script('/_next/static/chunks/loaded.js');
    const slow = script('/_next/static/chunks/slow.js');
    const broken = script('/_next/static/chunks/broken.js');
    add(loaded, slow, broken, script('https://example.test/other.js'));

    loaded.fire('load');
    broken.fire('error');
    expect(failed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(failed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(failed).toHaveBeenCalledTimes(2); // the slow one, once
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS * 2);
    expect(failed).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reports a chunk error nobody caught, and stops when asked', () => {
    const { win, add, emit } = fakeWindow();
    const failed = vi.fn();
    const stop = watchChunkLoads(win, failed);
    emit('unhandledrejection', { reason: new Error('boom') });
    emit('unhandledrejection', {
      reason: Object.assign(new Error('x'), { name: 'ChunkLoadError' }),
    });
    emit('error', { error: new Error('Loading CSS chunk 7 failed') });
    expect(failed).toHaveBeenCalledTimes(2);
    stop();
    add(script('/_next/static/chunks/late.js'));
    emit('error', { error: new Error('Loading chunk 8 failed') });
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    expect(failed).toHaveBeenCalledTimes(2);
  });
});
