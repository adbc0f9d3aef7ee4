import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  Transaction,
} from '@prisma/driver-adapter-utils';

/**
 * The adapter with every interactive transaction's statements sent one after the other.
 * A transaction is one pg connection, and pg queues a statement sent while another runs:
 * deprecated, warned about ("Calling client.query() when the client is already executing a
 * query"), refused from pg@9. Prisma itself sends them together: a read with two or more
 * relations runs each relation's SELECT at once (its query plan's join node, Promise.all),
 * so every order detail read inside an order change did (prisma/orm#29407). Outside a
 * transaction each statement takes its own pool connection and nothing changes.
 */
export function withSerialTransactions(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect(): Promise<SqlDriverAdapter> {
      const adapter = await factory.connect();
      const startTransaction = adapter.startTransaction.bind(adapter);
      adapter.startTransaction = async (isolationLevel) =>
        inTurns(await startTransaction(isolationLevel));
      return adapter;
    },
  };
}

function inTurns(tx: Transaction): Transaction {
  let last: Promise<unknown> = Promise.resolve();
  const afterLast = <T>(send: () => Promise<T>): Promise<T> => {
    const result = last.then(send, send);
    last = result.catch(() => undefined);
    return result;
  };
  const queryRaw = tx.queryRaw.bind(tx);
  const executeRaw = tx.executeRaw.bind(tx);
  // On the instance: the adapter's savepoint calls go through this.executeRaw, so in turn too.
  tx.queryRaw = (query: SqlQuery) => afterLast(() => queryRaw(query));
  tx.executeRaw = (query: SqlQuery) => afterLast(() => executeRaw(query));
  return tx;
}
