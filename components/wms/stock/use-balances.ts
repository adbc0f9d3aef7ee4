'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchBalance } from '@/components/wms/stock/stock-api';

export const balanceKey = (storageId: number, productId: number) => `${storageId}:${productId}`;

/**
 * The current balances of (storage, product) pairs, each read once (GET
 * /api/v1/wms/inventory?storage_id=&product_id=) as pairs appear; `forget` drops them all
 * (after a bill has moved stock). A failed read is tried again when the pair comes back.
 */
export function useBalances(keys: readonly string[]) {
  const [known, setKnown] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [generation, setGeneration] = useState(0);
  const asked = useRef(new Set<string>());
  const joined = [...new Set(keys)].sort().join(',');
  // A read begun before `forget` must not bring back the balance from before the bill.
  const generationRef = useRef(generation);
  useEffect(() => {
    generationRef.current = generation;
  }, [generation]);

  useEffect(() => {
    const gen = generation;
    for (const key of joined.split(',')) {
      if (!key || asked.current.has(key)) continue;
      asked.current.add(key);
      const [storageId, productId] = key.split(':').map(Number);
      fetchBalance(storageId!, productId!)
        .then((balance) =>
          setKnown((m) => (gen === generationRef.current ? new Map(m).set(key, balance) : m)),
        )
        .catch(() => asked.current.delete(key));
    }
  }, [joined, generation]);

  const forget = useCallback(() => {
    asked.current.clear();
    setKnown(new Map());
    setGeneration((g) => g + 1);
  }, []);

  const balanceOf = useCallback(
    (storageId: number | null, productId: number): number | undefined =>
      storageId === null ? undefined : known.get(balanceKey(storageId, productId)),
    [known],
  );

  return { balanceOf, forget };
}
