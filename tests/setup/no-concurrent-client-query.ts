// Integration setup (setupFiles): a test fails when code sends a statement on a pg
// connection that is still busy with another one. That is a transaction (Prisma's
// interactive $transaction, or a stock bill's own connection) fed by Promise.all: pg
// queues the statements today and prints "Calling client.query() when the client is
// already executing a query is deprecated" only once the queue holds two, and pg@9 will
// refuse them. Watching the connection itself catches two at once as well, and names the
// code that sent the second one.
import pg from 'pg';
import { afterEach } from 'vitest';

interface BusyState {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
}

// setupFiles run again for every test file of a worker, whose pg is patched already: one
// list and one patch per worker.
const marker = Symbol.for('backoffice.noConcurrentClientQuery');
const shared = globalThis as unknown as Record<symbol, string[] | undefined>;
const firstInWorker = shared[marker] === undefined;
const overlaps = (shared[marker] ??= []);

if (firstInWorker) {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: BusyState, ...args: unknown[]) {
    if (this._activeQuery || (this._queryQueue?.length ?? 0) > 0) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
      const where = new Error().stack?.split('\n').slice(2, 14).join('\n');
      overlaps.push(`${String(text).slice(0, 160)}\n${where}`);
    }
    return query.apply(this, args);
  };
  process.on('warning', (warning) => {
    if (warning.message.includes('client is already executing a query')) {
      overlaps.push(`${warning.message}\n${warning.stack ?? ''}`);
    }
  });
}

afterEach(() => {
  if (overlaps.length === 0) return;
  const found = overlaps.splice(0);
  throw new Error(
    `A statement was sent on a pg connection still running another (${found.length}x); ` +
      `run them one after the other:\n\n${found.join('\n\n')}`,
  );
});
