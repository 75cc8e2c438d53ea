import { memoryOutboxStore, type OutboxEntry, type OutboxStore } from './outbox';

const DB = 'xiaojianpanxia-offline';
const STORE = 'outbox';

/** An IndexedDB request as a promise. */
const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * The outbox in IndexedDB, so queued work survives a reload or a closed tab; memory where IndexedDB
 * is missing. Three calls on one store: plain IndexedDB, no wrapper library on the first load.
 */
export function indexedDbOutboxStore(): OutboxStore {
  if (typeof indexedDB === 'undefined') return memoryOutboxStore();
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    if (db) return db;
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    return (db = done(request));
  };
  /** one request in its own transaction, answered once the transaction has committed (a put is then on disk) */
  const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const tx = (await open()).transaction(STORE, mode);
    const result = done(act(tx.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = tx.onabort = () => reject(tx.error);
    });
    return result;
  };
  return {
    put: async (entry) => void (await run('readwrite', (s) => s.put(entry))),
    all: async () => ((await run('readonly', (s) => s.getAll())) as OutboxEntry[]).sort((a, b) => a.createdAt - b.createdAt),
    delete: async (id) => void (await run('readwrite', (s) => s.delete(id))),
  };
}
