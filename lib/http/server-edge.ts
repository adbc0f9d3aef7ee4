import { apiRefusal, type ApiRefusal } from '@/lib/http/api-paths';

/**
 * What the server does with every request before Next.js routes it (installed once by
 * instrumentation.ts, through Node's `http.server.request.start` diagnostics channel):
 *
 * - stamps the socket's peer address in PEER_HEADER, overwriting whatever a client sent
 *   under that name (route handlers see no socket; lib/http/client-address.ts);
 * - sends an /api call that no route would answer well (a path whose percent-escapes do
 *   not decode: Next fails with a bare 500; a path no route serves: Next's HTML 404; a
 *   method its route does not take: Next's empty 405) to the fallback route
 *   app/api/[...path], with the refusal in REFUSAL_HEADER, so it gets the JSON envelope.
 *   This happens before Next reads anything, so a refused call's body is never read.
 */
export const PEER_HEADER = 'x-backoffice-peer';
export const REFUSAL_HEADER = 'x-backoffice-refusal';
/** Where refused calls go: a path the fallback route serves and no other route does. */
export const REFUSED_PATH = '/api/refused';

const INSTALLED = Symbol.for('backoffice.serverEdge');
type Marked = typeof globalThis & { [INSTALLED]?: boolean };

interface EdgeRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One request through the edge: its peer stamped, and its route chosen if refused. */
export function applyServerEdge(request: EdgeRequest, peer: string | undefined): void {
  request.headers[PEER_HEADER] = peer ?? '';
  delete request.headers[REFUSAL_HEADER];
  const url = request.url ?? '/';
  if (!url.startsWith('/api/')) return;
  const end = url.search(/[?#]/);
  const pathname = end === -1 ? url : url.slice(0, end);
  const refusal = apiRefusal(request.method ?? 'GET', pathname);
  if (!refusal) return;
  request.headers[REFUSAL_HEADER] = JSON.stringify(refusal);
  request.url = REFUSED_PATH;
}

/** Starts the edge in the serving process; a second call does nothing. */
export async function installServerEdge(): Promise<void> {
  const global = globalThis as Marked;
  if (global[INSTALLED]) return;
  const diagnostics = await import('node:diagnostics_channel');
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as {
      request: EdgeRequest;
      socket: { remoteAddress?: string };
    };
    applyServerEdge(request, socket.remoteAddress);
  });
  global[INSTALLED] = true;
}

/**
 * Whether the headers the edge writes can be believed: only when it runs in this process
 * (else a client could have written them). In-process tests stand in for the server and
 * call this themselves.
 */
export const serverEdgeInstalled = (): boolean => Boolean((globalThis as Marked)[INSTALLED]);

export function markServerEdgeInstalled(): void {
  (globalThis as Marked)[INSTALLED] = true;
}

/** The refusal the edge chose for this call, if any. */
export function edgeRefusal(headers: Headers): ApiRefusal | null {
  if (!serverEdgeInstalled()) return null;
  const text = headers.get(REFUSAL_HEADER);
  if (!text) return null;
  try {
    return JSON.parse(text) as ApiRefusal;
  } catch {
    return null;
  }
}
