import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  SqlResultSet,
  Transaction,
} from '@prisma/driver-adapter-utils';
import { describe, expect, it } from 'vitest';
import { withSerialTransactions } from '@/lib/db/serial-transactions';

const empty: SqlResultSet = { columnNames: [], columnTypes: [], rows: [] };
const sql = (text: string): SqlQuery => ({ sql: text, args: [], argTypes: [] });

/** A connection that records how many statements it was running at once, at the most. */
function recordingFactory() {
  const seen = { running: 0, most: 0, order: [] as string[] };
  const run = async (q: SqlQuery) => {
    seen.running++;
    seen.most = Math.max(seen.most, seen.running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    seen.order.push(q.sql);
    seen.running--;
    if (q.sql === 'FAIL') throw new Error('refused');
    return empty;
  };
  const queryable = {
    provider: 'postgres' as const,
    adapterName: 'recording',
    queryRaw: run,
    executeRaw: async (q: SqlQuery) => (await run(q), 1),
  };
  const factory: SqlDriverAdapterFactory = {
    provider: 'postgres',
    adapterName: 'recording',
    connect: async () =>
      ({
        ...queryable,
        executeScript: async () => {},
        dispose: async () => {},
        startTransaction: async () =>
          ({
            ...queryable,
            options: { usePhantomQuery: false },
            commit: async () => {},
            rollback: async () => {},
          }) satisfies Transaction,
      }) satisfies SqlDriverAdapter,
  };
  return { factory, seen };
}

describe('withSerialTransactions', () => {
  it("sends a transaction's statements one after the other, in the order asked", async () => {
    const { factory, seen } = recordingFactory();
    const tx = await (await withSerialTransactions(factory).connect()).startTransaction();
    await Promise.all([tx.queryRaw(sql('A')), tx.executeRaw(sql('B')), tx.queryRaw(sql('C'))]);
    expect(seen.most).toBe(1);
    expect(seen.order).toEqual(['A', 'B', 'C']);
  });

  it('goes on after a refused statement, which still fails its caller', async () => {
    const { factory, seen } = recordingFactory();
    const tx = await (await withSerialTransactions(factory).connect()).startTransaction();
    const [failed, next] = await Promise.allSettled([
      tx.queryRaw(sql('FAIL')),
      tx.queryRaw(sql('D')),
    ]);
    expect(failed.status).toBe('rejected');
    expect(next.status).toBe('fulfilled');
    expect(seen.order).toEqual(['FAIL', 'D']);
  });

  it('leaves statements outside a transaction free to run together on the pool', async () => {
    const { factory, seen } = recordingFactory();
    const adapter = await withSerialTransactions(factory).connect();
    await Promise.all([adapter.queryRaw(sql('E')), adapter.queryRaw(sql('F'))]);
    expect(seen.most).toBe(2);
  });
});
