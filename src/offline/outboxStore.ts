import { openDB, type IDBPDatabase } from 'idb';
import { memoryOutboxStore, type OutboxEntry, type OutboxStore } from './outbox';

const DB = 'xiaojianpanxia-offline';
const STORE = 'outbox';

/** The outbox in IndexedDB, so queued work survives a reload or a closed tab; memory where IndexedDB is missing. */
export function indexedDbOutboxStore(): OutboxStore {
  if (typeof indexedDB === 'undefined') return memoryOutboxStore();
  let db: Promise<IDBPDatabase> | null = null;
  const open = () =>
    (db ??= openDB(DB, 1, {
      upgrade(d) {
        d.createObjectStore(STORE, { keyPath: 'id' });
      },
    }));
  return {
    put: async (entry) => void (await (await open()).put(STORE, entry)),
    all: async () => ((await (await open()).getAll(STORE)) as OutboxEntry[]).sort((a, b) => a.createdAt - b.createdAt),
    delete: async (id) => void (await (await open()).delete(STORE, id)),
  };
}
