'use client';
import { parseQueue, recover, type QueueState } from '@/components/express/offline-queue';
import type { RouteList } from '@/lib/domain/express/schemas';

// Where the driver's phone keeps things while the network is away: the queue and the last
// route list in localStorage (small JSON, per user), the proof photos in IndexedDB (blobs,
// by client action id). Every call survives a browser that has neither (private mode):
// the queue then lives as long as the page.

const queueKey = (userId: number) => `express-queue:v1:${userId}`;
const routeKey = (userId: number) => `express-route:v1:${userId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadQueue(userId: number): QueueState {
  return recover(parseQueue(storage()?.getItem(queueKey(userId)) ?? null));
}

export function saveQueue(userId: number, state: QueueState): void {
  try {
    storage()?.setItem(queueKey(userId), JSON.stringify(state));
  } catch {
    // full or refused: the queue stays in memory
  }
}

export function loadRoute(userId: number): RouteList | null {
  try {
    const text = storage()?.getItem(routeKey(userId));
    return text ? (JSON.parse(text) as RouteList) : null;
  } catch {
    return null;
  }
}

export function saveRoute(userId: number, route: RouteList): void {
  try {
    storage()?.setItem(routeKey(userId), JSON.stringify(route));
  } catch {
    // the route is read again when the network allows
  }
}

const DB_NAME = 'express-photos';
const STORE = 'photos';

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => resolve(null);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  f: (store: IDBObjectStore) => IDBRequest,
): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  return new Promise((resolve) => {
    const tx = db.transaction(STORE, mode);
    const req = f(tx.objectStore(STORE));
    tx.oncomplete = () => {
      db.close();
      resolve((req.result as T) ?? null);
    };
    tx.onerror = () => {
      db.close();
      resolve(null);
    };
  });
}

/** Keeps a photo for an action; false when the phone cannot keep it. */
export async function putPhoto(id: string, photo: Blob): Promise<boolean> {
  const done = await withStore<IDBValidKey>('readwrite', (s) => s.put(photo, id));
  return done !== null;
}

export const getPhoto = (id: string): Promise<Blob | null> =>
  withStore<Blob>('readonly', (s) => s.get(id));

export async function deletePhoto(id: string): Promise<void> {
  await withStore('readwrite', (s) => s.delete(id));
}
